import { expect, test } from '@playwright/test';
import { DEMO_USERS, signInToPortal } from './support/auth';

test('an admin publishes a CMS page, edits it, and deletes it', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Site pages' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Privacy policy', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Address (slug)').fill('managed');
  await page.getByLabel('Title').fill('Dock owners');
  await page
    .getByLabel('Description (search engines and link previews)')
    .fill('What we check on your dock.');
  await page
    .getByLabel('Page text')
    .fill(
      '## Quarterly checks\n- Pilings\n- Boat lift cables\n\nCall {{brandName}}.\n\n[See the plans](/compare)',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Quarterly checks' })).toBeVisible();
  // The site's values are filled in as the public page fills them.
  await expect(preview.getByText('Call Blu.')).toBeVisible();
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('This address is taken by another page')).toBeVisible();

  await page.getByLabel('Address (slug)').fill('dock-owners');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('Page /dock-owners created.')).toBeVisible();

  await page.goto('/dock-owners');
  await expect(page.getByRole('heading', { level: 1, name: 'Dock owners' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Boat lift cables' })).toBeVisible();

  await page.goto('/portal/pages');
  await page.getByRole('button', { name: 'Edit /dock-owners (en)' }).click();
  await page.getByLabel('Title').fill('Dock and seawall owners');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Page /dock-owners saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dock and seawall owners' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete /dock-owners (en)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this page?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Page /dock-owners deleted.')).toBeVisible();
  const gone = await page.goto('/dock-owners');
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
});

test('other roles cannot open the site settings', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  await page.goto('/portal/site');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the site settings can be edited only once the saved values are in; a failed load can be retried', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  let mode: 'fail' | 'hold' = 'fail';
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/site-settings', async (route) => {
    if (mode === 'fail') {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Down' }),
      });
      return;
    }
    await held;
    await route.continue();
  });

  await page.goto('/portal/site');
  // The error shows after the product's three retries (1, 2 and 4 s apart): 7 s of waiting
  // before the slow first load of the section on a busy machine, over the usual 20 s.
  await expect(page.getByText('The site settings could not be loaded.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByLabel('Show the storm alert')).toHaveCount(0);

  mode = 'hold';
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status', { name: 'Loading site settings' })).toBeVisible();
  await expect(page.getByLabel('Show the storm alert')).toHaveCount(0);
  await expect(page.getByLabel('Brand name')).toHaveCount(0);

  release();
  await expect(page.getByLabel('Show the storm alert')).not.toBeChecked();
  await expect(page.getByLabel('Brand name')).toHaveValue('Blu');
});

test('an admin names the broker of record who signs the reconciliations', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/site');
  const card = page.getByRole('region', { name: 'Broker of record' });
  await expect(card.getByText('Alicia Reyes signs the reconciliations.')).toBeVisible();
  const select = card.getByLabel('Broker of record');
  await select.selectOption({ label: 'Choose an admin…' });
  await card.getByRole('button', { name: 'Save broker of record' }).click();
  await expect(select).toHaveAccessibleDescription(
    'An admin whose account is not blocked. Choose an admin whose account is not blocked',
  );
  await select.selectOption({ label: 'Alicia Reyes (admin@example.com)' });
  await card.getByRole('button', { name: 'Save broker of record' }).click();
  await expect(page.getByText('Alicia Reyes is now the broker of record.')).toBeVisible();
});
