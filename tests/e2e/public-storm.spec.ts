import { expect, test } from '@playwright/test';
import { apiToken, DEMO_USERS, signInToPortal } from './support/auth';

// Two tests raise and clear the one shared storm alert: run this file's tests one after another,
// and start each from no alert, so a retry after a failure half-way does not inherit its alert.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  const cleared = await request.patch('/api/admin/site-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { stormAlert: { active: false, title: null, body: null, titleEs: null, bodyEs: null } },
  });
  expect(cleared.status()).toBe(200);
});

test('storm checklist ticks survive a reload and can be cleared', async ({ page }) => {
  await page.goto('/storm');
  const item = page.getByRole('checkbox', {
    name: "Double the boat's lines and remove canvas, or haul it out.",
  });
  await expect(page.getByText('0 of 19 done')).toBeVisible();
  await item.check();
  await page
    .getByRole('checkbox', { name: 'Turn the fridge and freezer to their coldest settings.' })
    .check();
  await expect(page.getByText('2 of 19 done')).toBeVisible();

  await page.reload();
  await expect(item).toBeChecked();
  await expect(page.getByText('2 of 19 done')).toBeVisible();
  await page.getByRole('button', { name: 'Clear ticks' }).click();
  await expect(item).not.toBeChecked();
  await page.reload();
  await expect(page.getByText('0 of 19 done')).toBeVisible();
});

test('the print stylesheet keeps only the checklist', async ({ page }) => {
  await page.goto('/storm');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Hurricane checklist' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The season, month by month' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print checklist' })).toBeHidden();
});

test('an alert an admin raises appears on /storm and as a strip on other pages, then goes away', async ({
  page,
  request,
}) => {
  await page.goto('/storm');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ready before the storm, there right after it.' }),
  ).toBeVisible();
  await expect(page.getByText('Active storm alert')).toHaveCount(0);

  const token = await apiToken(request, DEMO_USERS.admin.email);
  const raised = await request.patch('/api/admin/site-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      stormAlert: {
        active: true,
        title: 'Hurricane Watch: Monroe County',
        body: 'Shutter crews start in the Keys on Tuesday at 7 am.',
      },
    },
  });
  expect(raised.status()).toBe(200);

  await page.reload();
  const banner = page.getByRole('region', { name: 'Hurricane Watch: Monroe County' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Shutter crews start in the Keys on Tuesday at 7 am.');
  await page.goto('/managed');
  await expect(page.getByText('Storm alert:')).toBeVisible();
  await page.getByRole('link', { name: 'What to do now' }).click();
  await expect(page).toHaveURL(/\/storm$/);

  const cleared = await request.patch('/api/admin/site-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { stormAlert: { active: false, title: null, body: null } },
  });
  expect(cleared.status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ready before the storm, there right after it.' }),
  ).toBeVisible();
  await expect(page.getByText('Active storm alert')).toHaveCount(0);
});

test('an admin raises the alert from the portal; empty fields are refused next to them', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  await page.getByLabel('Show the storm alert').check();
  await page.getByRole('button', { name: 'Save storm alert' }).click();
  await expect(page.getByText('Enter a title for the alert')).toBeVisible();
  await expect(page.getByLabel('Alert title')).toBeFocused();

  await page.getByLabel('Alert title').fill('Tropical Storm Warning: Broward');
  await page
    .getByLabel('What owners and residents should do')
    .fill('Bring in patio furniture tonight.');
  await page.getByRole('button', { name: 'Save storm alert' }).click();
  await expect(page.getByText('Storm alert is live and everyone was notified.')).toBeVisible();

  await page.goto('/storm');
  await expect(page.getByRole('region', { name: 'Tropical Storm Warning: Broward' })).toBeVisible();

  // A Spanish title without its text is refused next to the missing field.
  await page.goto('/portal/site');
  await page.getByLabel('Title in Spanish').fill('Aviso de tormenta tropical: Broward');
  await page.getByRole('button', { name: 'Save storm alert' }).click();
  await expect(
    page.getByText('Add the Spanish text too, or leave both Spanish fields empty'),
  ).toBeVisible();
  await expect(page.getByLabel('Text in Spanish')).toBeFocused();
  await page.getByLabel('Text in Spanish').fill('Guarde los muebles del patio esta noche.');
  await page.getByRole('button', { name: 'Save storm alert' }).click();
  await expect(page.getByText('Storm alert is live and everyone was notified.')).toBeVisible();

  // Spanish readers get the Spanish alert; switching back shows the English one again.
  await page.goto('/storm');
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('region', { name: 'Aviso de tormenta tropical: Broward' }),
  ).toContainText('Guarde los muebles del patio esta noche.');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'Tropical Storm Warning: Broward' })).toBeVisible();

  // Leave the shared demo state as it was for other tests.
  await page.goto('/portal/site');
  await page.getByLabel('Show the storm alert').uncheck();
  await page.getByRole('button', { name: 'Save storm alert' }).click();
  await expect(page.getByText('Storm alert saved. Nothing is showing on the site.')).toBeVisible();
});
