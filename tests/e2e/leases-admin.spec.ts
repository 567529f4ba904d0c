import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO_USERS, signIn } from './support/auth';

// The leases screens: the admin list with its filters and CSV, one lease's ledger and an office
// payment, a refused amount shown at its field, and a landlord kept out of another owner's lease.

async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
}

/** CSV rows without the header; fields are simple in the demo data apart from quoted names. */
function csvRows(text: string): string[] {
  return text.trim().split(/\r\n/).slice(1);
}

test('the delinquent filter lives in the URL and the CSV holds the filtered rows only', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin_panel/leases');
  await expect(page.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leases' });
  await expect(table.getByText('Marcus Bell')).toBeVisible();

  // The box shows what the URL says, so it turns checked once the navigation lands.
  await page.getByLabel('Delinquent only').click();
  await expect(page.getByLabel('Delinquent only')).toBeChecked();
  await expect(page).toHaveURL(/[?&]delinquent=true/);
  await expect(table.getByText('Priya Raman')).toBeVisible();
  await expect(table.getByText('Marcus Bell')).toHaveCount(0);
  const shown = await table.locator('tbody tr').count();

  // The filter survives a reload: it is read back from the URL.
  await page.reload();
  await expect(page.getByLabel('Delinquent only')).toBeChecked();
  await expect(table.locator('tbody tr')).toHaveCount(shown);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('leases.csv');
  const rows = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(rows).toHaveLength(shown);
  expect(rows.some((row) => row.includes('Priya Raman'))).toBe(true);
  expect(rows.some((row) => row.includes('Marcus Bell'))).toBe(false);
});

test('a second filter chosen before the list has redrawn keeps the first', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin_panel/leases');
  await expect(page.getByRole('table', { name: 'Leases' }).getByText('Marcus Bell')).toBeVisible();
  // Both changes in one task: the first one's navigation settles, but the router's re-render (a
  // transition) has not happened when the second arrives.
  await page.evaluate(async () => {
    const labels = [...document.querySelectorAll('label')];
    const status = labels
      .find((l) => l.textContent?.trim().startsWith('Status'))!
      .querySelector('select')!;
    status.value = 'active';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    for (let i = 0; i < 200; i++) await Promise.resolve();
    const delinquent = labels
      .find((l) => l.textContent?.trim() === 'Delinquent only')!
      .querySelector('input')!;
    delinquent.click();
  });
  await expect(page).toHaveURL(/[?&]delinquent=true/);
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(page.getByLabel('Status')).toHaveValue('active');
});

test('an admin opens a lease, records a check and sees the balance drop; a zero amount is refused at its field', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin_panel/leases');
  await page.getByRole('searchbox', { name: 'Search leases' }).fill('Sofia');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=Sofia/);
  // The previous rows stay on screen until the search answers: wait for Sofia's row itself.
  await page
    .getByRole('table', { name: 'Leases' })
    .getByRole('row', { name: /Sofia Delgado/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/admin_panel\/leases\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Brickell Bay Tower 9E/ }),
  ).toBeVisible();

  const balance = page.getByRole('definition').filter({ hasText: /^\$/ }).first();
  const before = await balance.innerText();

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record an office payment' });
  const amount = dialog.getByLabel('Amount ($)');
  const checkNumber = dialog.getByLabel('Check or money-order number');
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  // Both refusals at once, as the API would name them, each under its field (after its hint);
  // the first is focused.
  await expect(amount).toHaveAccessibleDescription(/Enter an amount above 0$/);
  await expect(checkNumber).toHaveAccessibleDescription(/Enter the check or money-order number$/);
  await expect(amount).toBeFocused();

  // More than the balance is a prepayment, said before it is recorded.
  await amount.fill('999999');
  await expect(amount).toHaveAccessibleDescription(/more than the balance due/);
  await checkNumber.fill('1042');
  await amount.fill('100');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  const parse = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
  await expect.poll(async () => parse(await balance.innerText())).toBe(parse(before) - 10_000);
  await expect(page.getByText('Check 1042').first()).toBeVisible();
});

test("a landlord opening another owner's lease gets Access Denied", async ({ page, request }) => {
  const token = await apiToken(request, 'landlord2@example.com');
  const res = await request.get('/api/leases', { headers: { authorization: `Bearer ${token}` } });
  const { leases } = (await res.json()) as { leases: { id: string }[] };
  expect(leases.length).toBeGreaterThan(0);

  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/leases');
  await expect(page.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible();
  await page.goto(`/portal/leases/${leases[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});
