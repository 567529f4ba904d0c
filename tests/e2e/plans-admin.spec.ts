import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keepPlan } from './support/admin-state';
import { DEMO_USERS, signInToPortal } from './support/auth';

// The e2e server is shared by every spec of a run and other specs read /compare, /managed and the
// lead forms by the names "Essential" and "Signature": only "Waterfront Elite" is changed here,
// and put back afterwards; the error-path test never saves.

async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

let restorePlan: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restorePlan?.();
  restorePlan = null;
});

test('an admin renames a plan, changes its fee and features, and /compare shows it', async ({
  page,
  request,
}) => {
  restorePlan = await keepPlan(request, 'waterfront-elite');
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const elite = page.getByRole('row').filter({ hasText: 'Waterfront Elite' });
  await expect(elite).toContainText('$895 per month');
  await expect(elite).toContainText('$1,500');
  await expect(page.getByRole('row').filter({ hasText: 'Signature' })).toContainText(
    '10% of collected rent',
  );
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Waterfront Elite' }).click();
  await expect(page).toHaveURL(/\/portal\/plans\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Waterfront Elite' }),
  ).toBeVisible();
  await expect(page.getByLabel('Plan name')).toBeFocused();
  await page.getByLabel('Plan name').fill('Harbor Estate');
  await page.getByRole('radio', { name: 'A percentage of collected rent' }).check();
  await page.getByLabel('Percentage of collected rent (%)').fill('12.5');
  await expect(page.getByText('Shown as: 12.5% of collected rent')).toBeVisible();
  await page.getByLabel('Setup fee (USD)').fill('1,200');

  const count = await page.getByRole('group', { name: /^Feature \d+$/ }).count();
  await page.getByRole('button', { name: 'Add a feature' }).click();
  const added = page.getByRole('group', { name: `Feature ${count + 1}` });
  await expect(added.getByLabel('Key')).toBeFocused();
  await added.getByLabel('Key').fill('yacht-check');
  await added.getByLabel('Name (English)').fill('Yacht check after a storm');
  await added.getByLabel('Name (Spanish)').fill('Revisión del yate después de una tormenta');
  await added.getByLabel('Detail (English, optional)').fill('Within 24 hours');
  await page.getByRole('button', { name: `Move feature ${count + 1} up` }).click();
  await expect(page.getByRole('group', { name: `Feature ${count}` }).getByLabel('Key')).toHaveValue(
    'yacht-check',
  );
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(
    page.getByText('Plan “Harbor Estate” saved. /managed and /compare show it now.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/plans$/);
  const estate = page.getByRole('row').filter({ hasText: 'Harbor Estate' });
  await expect(estate).toContainText('12.5% of collected rent');
  await expect(estate).toContainText('$1,200');
  await expect(estate).toContainText(`${count + 1} features`);

  // In the same tab, without a reload: the public page reads the refreshed plans.
  await page.getByRole('link', { name: 'Open /compare' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('columnheader', { name: 'Harbor Estate' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Waterfront Elite' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '12.5% of collected rent' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '$1,200' }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Yacht check after a storm' })).toBeVisible();

  // And after a reload, from the server.
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Harbor Estate' })).toBeVisible();
});

test('invalid input shows each error next to its field and saves nothing', async ({
  page,
  request,
}) => {
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/admin/plans/')) puts.push(r.url());
  });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/plans');
  await page.getByRole('button', { name: 'Edit Essential' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Essential' })).toBeVisible();

  await page.getByLabel('Plan name').fill('');
  const second = page.getByRole('group', { name: 'Feature 2' });
  await second.getByLabel('Key').fill('rent-collection');
  await page.getByRole('radio', { name: 'A flat fee per month' }).check();
  await page.getByLabel('Monthly fee (USD)').fill('149.999');
  await page.getByRole('button', { name: 'Save plan' }).click();

  const name = page.getByLabel('Plan name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // Each field keeps its hint; the reason follows it.
  await expect(name).toHaveAccessibleDescription(
    "Shown as the title of the plan's card and column. Enter the plan name",
  );
  await expect(name).toBeFocused();
  await expect(second.getByLabel('Key')).toHaveAccessibleDescription(
    'Another feature of this plan already uses this key',
  );
  await expect(
    page.getByRole('group', { name: 'Feature 1' }).getByLabel('Key'),
  ).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Monthly fee (USD)')).toHaveAccessibleDescription(
    'Dollars and cents, for example 149 or 149.50. Enter an amount in dollars and cents, like 1,250.50',
  );

  // Fixing one field clears its message; the others stay until they are fixed too.
  await name.fill('Essential Plus');
  await page.getByLabel('Monthly fee (USD)').fill('149');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Monthly fee (USD)')).not.toHaveAttribute('aria-invalid');
  await expect(second.getByLabel('Key')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(second.getByLabel('Key')).toBeFocused();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/portal\/plans$/);
  await expect(page.getByRole('row').filter({ hasText: 'Essential' })).toContainText(
    '8% of collected rent',
  );
  expect(puts).toEqual([]);
  const plans = (await (await request.get('/api/plans')).json()) as {
    plans: { slug: string; name: string; features: { key: string }[] }[];
  };
  const essential = plans.plans.find((p) => p.slug === 'essential')!;
  expect(essential.name).toBe('Essential');
  expect(essential.features[1]!.key).toBe('tenant-placement');
});

test('a landlord opening /portal/plans gets Access Denied', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  await expect(page.getByRole('link', { name: 'Plans', exact: true })).toHaveCount(0);
  await page.goto('/portal/plans');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
