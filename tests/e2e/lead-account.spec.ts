import { expect, test } from '@playwright/test';
import { validLeads } from '../support/lead-fixtures';
import { DEMO_USERS, signIn } from './support/auth';
import {
  fillContact,
  fillProperty,
  inDays,
  miamiCondo,
  useOwnAddress,
  validationCode,
} from './support/lead-forms';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('a signed-in user gets their details filled in and follows the request on /dashboard', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.user.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/concierge');
  await expect(page.getByText(`Signed in as ${DEMO_USERS.user.name}`)).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(DEMO_USERS.user.name);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(DEMO_USERS.user.email);
  await page.getByLabel('Phone', { exact: true }).fill('+1 (305) 555-0160');
  await page.getByRole('checkbox', { name: 'Cleaning' }).check();
  await page.getByLabel('City').selectOption({ label: 'Miami' });
  await page.getByLabel('Number of guests').fill('2');
  await page.getByLabel('Arrival date').fill(inDays(14));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=CON-/);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  const requests = page.getByRole('list', { name: 'Your requests' });
  const row = requests.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('Concierge request');
  await expect(row).toContainText('Received');
});

test('a resident follows a request they sent on their portal home', async ({ page }) => {
  await signIn(page, DEMO_USERS.resident.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/concierge');
  await page.getByLabel('Phone', { exact: true }).fill('+1 (305) 555-0161');
  await page.getByRole('checkbox', { name: 'Cleaning' }).check();
  await page.getByLabel('City').selectOption({ label: 'Miami' });
  await page.getByLabel('Number of guests').fill('3');
  await page.getByLabel('Arrival date').fill(inDays(21));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=CON-/);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  // "Go to my dashboard" leads a portal role on to the portal home, where the request is.
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  const row = page
    .getByRole('list', { name: 'Your requests' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(row).toContainText('Concierge request');
});

test('too many forms from one address: the visitor is told how long to wait', async ({
  page,
  request,
}) => {
  const ip = await useOwnAddress(page);
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/leads/referral', {
      data: validLeads.referral,
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/referral');
  await fillContact(page);
  await page.getByLabel("Owner's full name").fill('Henry Caldwell');
  await page.getByLabel("Owner's e-mail").fill('henry.caldwell@example.org');
  await page.getByRole('radio', { name: 'Friend' }).check();
  await page.getByLabel('Street address').fill('455 Gulf Shore Blvd N');
  await page.getByLabel('City').selectOption({ label: 'Naples' });
  await page.getByLabel('Property type').selectOption({ label: 'Condo' });
  await page.getByLabel(/The owner has agreed/).check();
  await page.getByRole('button', { name: 'Send referral' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'You have sent several forms in a short time' });
  await expect(alert).toContainText(/Please wait 10 minutes/);
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/referral$/);
});

test.describe('/management-prospect', () => {
  test('signed out: sign in first, then back to the wizard', async ({ page }) => {
    await page.goto('/management-prospect');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, DEMO_USERS.sb.email);
    await expect(page).toHaveURL(/\/management-prospect$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register a management prospect' }),
    ).toBeVisible();
  });

  test('a resident sees Access Denied', async ({ page }) => {
    await signIn(page, DEMO_USERS.resident.email);
    await expect(page).toHaveURL(/\/portal$/);
    await page.goto('/management-prospect');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Error Code 401')).toBeVisible();
  });

  test('a broker walks through the wizard and finds the prospect in their pipeline', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.sb.email);
    await expect(page).toHaveURL(/\/portal$/);
    await page.goto('/management-prospect');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 1 of 5 · Owner' }),
    ).toBeVisible();
    // The step's check needs the schema, fetched now: offline, the broker is told and stays.
    const { schema } = validationCode('management-prospect-page');
    const offline = (url: URL) => schema.includes(url.pathname);
    await page.route(offline, (route) => route.abort());
    await page.getByRole('button', { name: 'Next' }).click();
    const offlineMessage = page
      .getByRole('alert')
      .filter({ hasText: /could not reach our server/ });
    await expect(offlineMessage).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: /^Step 1 of 5/ })).toBeVisible();
    await page.unroute(offline);
    // Nothing filled in: the step does not move on, the first field says why.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel("Owner's full name")).toBeFocused();
    await expect(offlineMessage).toBeHidden();
    await page.getByLabel("Owner's full name").fill('Marcus Bell');
    await page.getByLabel("Owner's e-mail").fill('marcus.bell@example.org');
    await page.getByLabel("Owner's phone").fill('+1 954 555 0177');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 2 of 5 · Properties' }),
    ).toBeFocused();
    await fillProperty(page.getByRole('region', { name: 'Property 1' }), miamiCondo);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Finding and screening tenants' }).check();
    await page.getByRole('radio', { name: 'In 1–3 months' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /^Signature/ }).check();
    await page.getByLabel('Management fee (% of rent collected)').fill('45');
    await page.getByLabel('Proposed start date').fill(inDays(60));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByLabel('Management fee (% of rent collected)'),
    ).toHaveAccessibleDescription(/This number is too large\./);
    await page.getByLabel('Management fee (% of rent collected)').fill('9');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 5 of 5 · Review' }),
    ).toBeVisible();
    await expect(page.getByText('marcus.bell@example.org')).toBeVisible();
    await expect(page.getByText('200 Biscayne Boulevard Way')).toBeVisible();
    await page.getByRole('button', { name: 'Register prospect' }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=MP-\d{4}-\d{6}/);
    const reference = new URL(page.url()).searchParams.get('ref')!;
    await page.goto('/portal/leads');
    await page.getByRole('link', { name: new RegExp(`^${reference} `) }).click();
    await expect(page.getByText('Assigned to Daniel Ortiz').first()).toBeVisible();
    await expect(page.getByText('Marcus Bell').first()).toBeVisible();
  });
});
