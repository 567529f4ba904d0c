import { formatMoney } from '../../src/shared/money';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_USERS, signIn } from './support/auth';

const LANDLORD = DEMO_USERS.landlord;
const RESIDENT = DEMO_USERS.resident;

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Role preview' });
const viewAs = (page: Page) => page.getByRole('region', { name: 'View as' });
/** A page opened afresh loads its chunks first: slow on a machine shared with other suites. */
const PAGE_LOAD = { timeout: 30_000 };

/** The resident's balance as the page words it, read from the API: another journey may pay it. */
async function residentBalance(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, RESIDENT.email);
  const res = await request.get('/api/me/lease', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const cents = ((await res.json()) as { balanceCents: number }).balanceCents;
  return formatMoney(cents);
}

/**
 * The admin's portal home. Waited for longer than the default: the home loads several chunks, and
 * on a machine shared with other suites that alone has taken more than 10 s.
 */
async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_USERS.admin.name })).toBeVisible({
    ...PAGE_LOAD,
  });
}

/** Picks one person of the role already chosen, found through the picker's search. */
async function pickPerson(page: Page, search: string, name: string) {
  const control = viewAs(page);
  await control.getByLabel('Find by name or e-mail').fill(search);
  await control.getByRole('radio', { name: new RegExp(name) }).check();
}

test('an admin views as the demo landlord, then the demo resident; a second tab follows and Stop ends it', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const balance = await residentBalance(request);
  await signInAsAdmin(page);

  await viewAs(page).getByLabel('Role to view as').selectOption('landlord');
  await expect(bannerOf(page).getByText('Viewing as Landlord', { exact: true })).toBeVisible();
  // Viewing as the role alone shows the admin's own, empty data: no properties.
  await pickPerson(page, 'kessler', LANDLORD.name);
  await expect(
    bannerOf(page).getByText(`Viewing as ${LANDLORD.name} (Landlord)`, { exact: true }),
  ).toBeVisible();
  // The home's figures are reloaded as the landlord's: they own let units.
  const figures = page.getByRole('region', { name: 'Your portfolio' });
  await expect(figures.getByText(/\d+ of \d+ units let/)).toBeVisible();
  await expect(figures.getByText('No units yet')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('impersonatedRole'))).toBe('landlord');
  expect(await page.evaluate(() => localStorage.getItem('impersonatedUserName'))).toBe(
    LANDLORD.name,
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Properties' }).first().click();
  await expect(page).toHaveURL(/\/portal\/properties$/);
  await expect(page.getByRole('region', { name: 'Bayshore Villas' })).toBeVisible(PAGE_LOAD);
  // landlord2's property is not theirs.
  await expect(page.getByText('Gulf Garden Court')).toHaveCount(0);

  const second = await context.newPage();
  await second.goto('/portal/properties');
  await expect(
    bannerOf(second).getByText(`Viewing as ${LANDLORD.name} (Landlord)`, { exact: true }),
  ).toBeVisible(PAGE_LOAD);
  await expect(second.getByRole('region', { name: 'Bayshore Villas' })).toBeVisible(PAGE_LOAD);

  // Another role forgets the person; then the resident is picked.
  await page.goto('/portal');
  await expect(viewAs(page)).toBeVisible(PAGE_LOAD);
  await viewAs(page).getByLabel('Role to view as').selectOption('resident');
  await expect(bannerOf(page).getByText('Viewing as Resident', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonatedUserId'))).toBeNull();
  // A search that finds no one says so.
  await viewAs(page).getByLabel('Find by name or e-mail').fill('zzz-nobody');
  await expect(viewAs(page).getByText('No account matches “zzz-nobody”.')).toBeVisible();
  await pickPerson(page, 'resident@example', RESIDENT.name);
  await expect(
    bannerOf(page).getByText(`Viewing as ${RESIDENT.name} (Resident)`, { exact: true }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'My lease' });
  await expect(summary.getByText(balance).first()).toBeVisible();

  // The second tab followed, and shows the resident's lease once opened.
  await expect(
    bannerOf(second).getByText(`Viewing as ${RESIDENT.name} (Resident)`, { exact: true }),
  ).toBeVisible();
  await second.goto('/portal/lease');
  await expect(second.getByTestId('balance-due')).toHaveText(balance, PAGE_LOAD);

  await second.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(bannerOf(second)).toBeHidden();
  await expect(bannerOf(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Users and roles' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('impersonatedRole'),
      localStorage.getItem('impersonatedUserId'),
      localStorage.getItem('impersonatedUserName'),
    ]),
  ).toEqual([null, null, null]);
});

test('a payment is refused while viewing as the resident', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await viewAs(page).getByLabel('Role to view as').selectOption('resident');
  await pickPerson(page, 'delgado', RESIDENT.name);
  await expect(
    bannerOf(page).getByText(`Viewing as ${RESIDENT.name} (Resident)`, { exact: true }),
  ).toBeVisible();
  // The browser's own session, with the headers the app sends: the server refuses the payment.
  const status = await page.evaluate(async () => {
    const refresh = await fetch('/api/auth/refresh', { method: 'POST' });
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const res = await fetch('/api/payments', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        'x-impersonate-role': localStorage.getItem('impersonatedRole') ?? '',
        'x-impersonate-user': localStorage.getItem('impersonatedUserId') ?? '',
      },
      body: JSON.stringify({ amountCents: 100, method: 'card', token: 'tok_sandbox_none' }),
    });
    return res.status;
  });
  expect(status).toBe(403);
});
