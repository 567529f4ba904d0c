import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keepCity, keepCommunity } from './support/admin-state';
import { DEMO_USERS, signInToPortal } from './support/auth';

// Key West: no other journey asserts on its tagline or its marinas (listings.spec checks Miami's
// marinas and Naples' Spanish tagline), so editing it here cannot break them.
const TAGLINE = 'Reef days, sunset sails and Old Town porches.';

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return scan.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let restore: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restore?.();
  restore = null;
});

function marina(page: Page, number: number) {
  return page.getByRole('group', { name: `Marina ${number}`, exact: true });
}

test('an admin changes a city tagline and adds a marina, and the city page shows both', async ({
  page,
  request,
}) => {
  restore = await keepCity(request, 'key-west');
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.getByRole('link', { name: 'Cities' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cities' })).toBeVisible();
  const keyWest = page.getByRole('row').filter({ hasText: 'Key West' });
  await expect(keyWest.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Key West' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Key West, FL' })).toBeFocused();
  await expect(page).toHaveURL(/\/portal\/cities\?city=key-west$/);
  await expect(page.getByLabel('Tagline (English)')).toHaveValue(
    'Clear water, coral reef and Old Town porches.',
  );
  await page.getByLabel('Tagline (English)').fill(TAGLINE);

  await page.getByRole('button', { name: 'Add a marina' }).click();
  const added = marina(page, 3);
  await expect(added.getByLabel('Name')).toBeFocused();
  await added.getByLabel('Name').fill('Conch Republic Moorings');
  await added.getByLabel('Slips').fill('40');
  await added.getByLabel('Longest vessel (ft)').fill('65');
  await added
    .getByLabel('Description (English)')
    .fill('A mooring field off Fleming Key with a dinghy dock and a water taxi to Old Town.');
  // First on the page: moved to the top, above Frangipani Harbor.
  await added.getByRole('button', { name: 'Move marina 3 up' }).click();
  await marina(page, 2).getByRole('button', { name: 'Move marina 2 up' }).click();
  await expect(marina(page, 1).getByLabel('Name')).toHaveValue('Conch Republic Moorings');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Key West saved. The public page shows the changes now.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Key West, FL' })).toBeHidden();
  await expect(keyWest.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  // In the same tab: the cached city data was refreshed.
  await page.getByRole('link', { name: 'View the Key West page' }).click();
  await expect(page).toHaveURL(/\/marine-lifestyle\/key-west$/);
  await expect(page.getByText(TAGLINE)).toBeVisible();
  const cards = page.getByRole('region', { name: 'Marinas' }).getByRole('heading', { level: 3 });
  await expect(cards.first()).toHaveText('Conch Republic Moorings');
  await expect(page.getByText('40 slips')).toBeVisible();
  await expect(page.getByText('Up to 65 ft')).toBeVisible();

  // And in the head the server writes for search engines.
  await page.reload();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${TAGLINE}`),
  );
});

test('marina errors show next to the field, from the browser and from the server', async ({
  page,
  request,
}) => {
  restore = await keepCity(request, 'fort-lauderdale');
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/cities?city=fort-lauderdale');
  await expect(page.getByRole('heading', { name: 'Edit Fort Lauderdale, FL' })).toBeVisible();

  // The browser checks with the server's schema before sending anything.
  await marina(page, 2).getByLabel('Slips').fill('-4');
  await page.getByRole('button', { name: 'Add a marina' }).click();
  await marina(page, 3).getByLabel('Slips').fill('12');
  await marina(page, 3).getByLabel('Longest vessel (ft)').fill('30');
  await marina(page, 3).getByLabel('Description (English)').fill('Kayak racks and a launch ramp.');
  await page.getByRole('button', { name: 'Save changes' }).click();

  const slips = marina(page, 2).getByLabel('Slips');
  await expect(slips).toHaveAttribute('aria-invalid', 'true');
  await expect(slips).toHaveAccessibleDescription("The number of slips can't be negative");
  const name = marina(page, 3).getByLabel('Name');
  await expect(name).toHaveAccessibleDescription('Enter the marina name');
  await expect(slips).toBeFocused(); // the first field with an error
  await expect(marina(page, 1).getByLabel('Slips')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // A request the server refuses (here altered on its way, as an out-of-date tab might send it):
  // the server's reason lands next to the same field.
  await slips.fill('70');
  await name.fill('Tarpon Bend Kayak Launch');
  await page.route('**/api/admin/cities/fort-lauderdale', async (route) => {
    const body = route.request().postDataJSON();
    body.marinas[0].maxLengthFt = -1;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  const longest = marina(page, 1).getByLabel('Longest vessel (ft)');
  await expect(longest).toHaveAccessibleDescription("The longest vessel in feet can't be negative");
  await expect(longest).toBeFocused();

  await page.unroute('**/api/admin/cities/fort-lauderdale');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Fort Lauderdale saved. The public page shows the changes now.'),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Fort Lauderdale' })).toContainText('3');
});

test('a landlord gets Access Denied at /portal/cities', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  await page.goto('/portal/cities');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cities' })).toHaveCount(0);
});

test('an admin writes a community description in Spanish, and the Spanish page shows it', async ({
  page,
  request,
}) => {
  // Old Town Cottages: no other journey reads its description.
  restore = await keepCommunity(request, 'old-town-cottages');
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.getByRole('link', { name: 'Communities', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Community' }).selectOption('old-town-cottages');
  await expect(page.getByRole('heading', { level: 2, name: 'Old Town Cottages' })).toBeVisible();

  const english = page.getByLabel('Description (English)');
  const spanish = page.getByLabel('Description (Spanish)');
  await english.fill('');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(english).toHaveAccessibleDescription(/Enter the description in English$/);

  await english.fill('Tin-roofed cottages on shaded lanes, a bike ride from Mallory Square.');
  await spanish.fill(
    'Casitas con techo de zinc en calles con sombra, a un paseo en bici de Mallory Square.',
  );
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('Old Town Cottages is saved.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Drawn by the server in Spanish at once, though the page cache held the old page.
  const html = await (await request.get('/es/community/old-town-cottages')).text();
  expect(html).toContain('Casitas con techo de zinc en calles con sombra');
  await page.goto('/community/old-town-cottages');
  await expect(page.getByText('Tin-roofed cottages on shaded lanes')).toBeVisible();
});

test('a landlord gets Access Denied at /portal/communities', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  await page.goto('/portal/communities');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});
