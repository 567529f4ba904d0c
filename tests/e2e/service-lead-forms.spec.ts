import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/auth';
import {
  expectEmptySubmitErrors,
  fillContact,
  inDays,
  sendAndReadReference,
  useOwnAddress,
} from './support/lead-forms';

// The service, community and partner forms: each page's empty-submit errors, then a complete submission
// that lands on /thank-you with the reference.
test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

/** Opens a form page and waits for its h1: the first chunk load can be slow on a busy machine. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('evictions-public: notices explained, a non-payment case sent', async ({ page }) => {
  await open(page, '/evictions-public');
  await expect(page.getByRole('heading', { name: 'The notices Florida law uses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What it costs' })).toBeVisible();
  await expectEmptySubmitErrors(page, 'Send eviction request', 'Full name');
  await expect(page.getByLabel('Names of every adult on the lease')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await fillContact(page);
  await page.getByLabel('Street address').fill('1450 Brickell Bay Drive');
  await page.getByLabel('City').selectOption({ label: 'Miami' });
  await page.getByLabel('ZIP code').fill('33131');
  await page.getByLabel('Names of every adult on the lease').fill('Jordan Pike, Casey Pike');
  await page.getByRole('radio', { name: 'Unpaid rent' }).check();
  await page.getByLabel('Rent owed today (USD)').fill('0');
  await page
    .getByLabel('Has a notice been served?')
    .selectOption({ label: '3-day notice to pay or leave' });
  await page.getByRole('radio', { name: 'Yes, a signed copy' }).check();
  // Cross-field rules: a non-payment case needs the rent owed, a served notice its date.
  await page.getByRole('button', { name: 'Send eviction request' }).click();
  await expect(page.getByLabel('Rent owed today (USD)')).toHaveAccessibleDescription(
    /Enter the rent owed: a non-payment case needs it\./,
  );
  await expect(page.getByLabel(/^Date the notice was served/)).toHaveAccessibleDescription(
    /Enter the date the notice was served\./,
  );
  await page.getByLabel('Rent owed today (USD)').fill('4200');
  await page.getByLabel(/^Date the notice was served/).fill(inDays(-6));
  await sendAndReadReference(page, 'Send eviction request', 'EVI');
});

test('neighbors: guidelines shown, a private noise report sent', async ({ page }) => {
  await open(page, '/neighbors');
  await expect(page.getByRole('heading', { name: 'Our good-neighbor guidelines' })).toBeVisible();
  await expectEmptySubmitErrors(page, 'Send report', 'Full name');
  await expect(page.getByRole('group', { name: 'What is it about?' })).toContainText(
    'Choose one of the options.',
  );
  await page.getByLabel('Full name', { exact: true }).fill('Rafael Montero');
  await page.getByLabel('E-mail', { exact: true }).fill('rafael.montero@example.org');
  await page.getByLabel('Building or address').fill('Harbour Pointe, 2100 N Bayshore Dr');
  await page.getByLabel('City').selectOption({ label: 'Miami' });
  await page.getByRole('radio', { name: 'Noise' }).check();
  await page.getByLabel('What happened?').fill('Too loud.');
  await page.getByLabel('When did it last happen?').fill(inDays(-1));
  await page.getByRole('radio', { name: 'Several times' }).check();
  await page.getByRole('radio', { name: /^Keep my name private, and update me/ }).check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByLabel('What happened?')).toBeFocused();
  await expect(page.getByLabel('What happened?')).toHaveAccessibleDescription(
    /Add a few more words/,
  );
  await page
    .getByLabel('What happened?')
    .fill('Music from the pool deck after midnight, three Saturdays running.');
  await sendAndReadReference(page, 'Send report', 'NBR');
});

test('cba: board inquiry for a condo association', async ({ page }) => {
  await open(page, '/cba');
  await expect(page.getByRole('heading', { name: 'The dates boards ask us about' })).toBeVisible();
  await expectEmptySubmitErrors(page, 'Send inquiry', 'Full name');
  await expect(page.getByRole('group', { name: /What do you need help with/ })).toContainText(
    'Choose at least one option.',
  );
  await fillContact(page);
  await page.getByLabel('Your role').selectOption({ label: 'Treasurer' });
  await page.getByLabel('Association name').fill('Las Olas Isles Condominium Association');
  await page.getByRole('radio', { name: 'Condominium association' }).check();
  await page.getByLabel(/^Number of units or homes/).fill('84');
  await page.getByLabel('City').selectOption({ label: 'Fort Lauderdale' });
  await page.getByRole('checkbox', { name: 'Milestone inspection' }).check();
  await page.getByRole('checkbox', { name: /^Reserves and the structural/ }).check();
  await sendAndReadReference(page, 'Send inquiry', 'CBA');
});

test('collaboration: a licensed trade needs its license number', async ({ page }) => {
  await open(page, '/collaboration');
  await expectEmptySubmitErrors(page, 'Send application', 'Full name');
  await fillContact(page);
  await page.getByLabel('Company name').fill('Tidewater Electric Inc.');
  await page.getByLabel('Main trade').selectOption({ label: 'Electrical' });
  await page.getByLabel('Years in business').fill('12');
  await page.getByLabel('General liability insurer').fill('Coastal Mutual');
  await page.getByRole('radio', { name: '$2,000,000 or more' }).check();
  await page.getByRole('radio', { name: 'We carry a policy' }).check();
  await page.getByRole('checkbox', { name: 'Miami' }).check();
  for (const [i, r] of [
    ['1', { name: 'Grace Lee', phone: '+1 (305) 555-0111' }],
    ['2', { name: 'Tomas Ruiz', phone: '+1 (786) 555-0122' }],
  ] as const) {
    const group = page.getByRole('group', { name: `Reference ${i}` });
    await group.getByLabel('Name', { exact: true }).fill(r.name);
    await group.getByLabel('Phone number').fill(r.phone);
  }
  await page.getByRole('button', { name: 'Send application' }).click();
  const license = page.getByLabel(/^License number/);
  await expect(license).toBeFocused();
  await expect(license).toHaveAccessibleDescription(/Florida licenses this trade\./);
  await license.fill('EC13008123');
  await sendAndReadReference(page, 'Send application', 'COL');
});

test('renewal: a signed-in resident finds their details filled in', async ({ page }) => {
  await signIn(page, DEMO_USERS.resident.email);
  await expect(page).toHaveURL(/\/portal$/);
  await open(page, '/renewal');
  await expect(page.getByText(`Signed in as ${DEMO_USERS.resident.name}`)).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(DEMO_USERS.resident.name);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(DEMO_USERS.resident.email);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 (305) 555-0123');
  // The known details are in; the first missing answer takes the focus.
  await expectEmptySubmitErrors(page, 'Send renewal request', 'Building or street address');
  await page
    .getByLabel('Building or street address')
    .fill('Bayshore Residences, 1204 Brickell Bay Dr');
  await page.getByLabel(/^Unit or apartment/).fill('1204');
  await page.getByLabel('Your current lease ends on').fill(inDays(75));
  await page.getByRole('radio', { name: /^12 months/ }).check();
  await page.getByRole('checkbox', { name: 'Add a pet' }).check();
  await page.getByLabel(/^Tell us more/).fill('A small dog, 15 lb.');
  await sendAndReadReference(page, 'Send renewal request', 'REN');
  await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
});

test('sbp: partner broker application with the split consent', async ({ page }) => {
  await open(page, '/sbp');
  await expect(page.getByRole('heading', { name: 'The split in numbers' })).toBeVisible();
  await expectEmptySubmitErrors(page, 'Send application', 'Full name');
  await expect(page.getByText('Please confirm to continue.')).toBeVisible();
  await fillContact(page);
  await page.getByLabel(/^License number/).fill('BK3123456');
  await page.getByLabel('Years licensed').fill('9');
  await page.getByLabel('Brokerage', { exact: true }).fill('Coral Gables Realty Group');
  await page.getByRole('checkbox', { name: 'Miami' }).check();
  await page.getByLabel('Closed sides').fill('18');
  await page.getByRole('radio', { name: '$5–15 million' }).check();
  await page.getByLabel(/I accept the partner referral split/).check();
  await sendAndReadReference(page, 'Send application', 'SBP');
});

test('sba: market snapshot for Miami, then a buyer consultation', async ({ page }) => {
  await open(page, '/sba');
  const miami = page.getByRole('region', { name: 'Miami', exact: true });
  await expect(miami).toBeVisible();
  await expect(miami.getByText('Median rent')).toBeVisible();
  await expect(miami.getByText('Homes for sale')).toBeVisible();
  await expect(miami.locator('dd').first()).toHaveText(/^\d+$/);
  await expectEmptySubmitErrors(page, 'Request consultation', 'Full name');
  await fillContact(page);
  // A city card starts the request for that city.
  await miami.getByRole('button', { name: 'Ask about Miami' }).click();
  await expect(page.getByLabel('Where?')).toBeFocused();
  await expect(page.getByLabel('Where?')).toHaveValue('miami');
  await page.getByRole('radio', { name: 'Buying', exact: true }).check();
  await page.getByLabel('When?').selectOption({ label: 'Within 6 months' });
  await page.getByLabel('From', { exact: true }).fill('900000');
  await page.getByLabel('To', { exact: true }).fill('800000');
  await page.getByRole('radio', { name: 'Mortgage, pre-approved' }).check();
  await page.getByRole('button', { name: 'Request consultation' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    /The upper amount must be at least the lower amount\./,
  );
  await page.getByLabel('To', { exact: true }).fill('1400000');
  await sendAndReadReference(page, 'Request consultation', 'SBA');
});

test('a Spanish reader gets the neighbors page and its errors in Spanish', async ({ page }) => {
  await open(page, '/es/neighbors');
  await expect(
    page.getByRole('heading', { name: 'Nuestras normas de buena convivencia' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  const name = page.getByLabel('Nombre completo', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(/Este campo es obligatorio\./);
});

test('unit page: an inquiry about one condo unit reaches /thank-you', async ({ page, request }) => {
  // Any seeded condo unit that is listed will do: find one through the public API.
  const communities = (await (await request.get('/api/communities')).json()) as Array<{
    slug: string;
    kind: string;
  }>;
  const condo = communities.find((c) => c.kind === 'condo')!;
  const detail = (await (await request.get(`/api/communities/${condo.slug}`)).json()) as {
    units: Array<{ id: string; listing: { id: string } | null }>;
  };
  const unit = detail.units.find((u) => u.listing) ?? detail.units[0]!;
  await open(page, `/community/${condo.slug}/${unit.id}`);
  const form = page.getByRole('form', { name: 'Ask about this home' });
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByLabel('Full name', { exact: true })).toBeFocused();
  await expect(form.getByLabel(/^Your message/)).toHaveAttribute('aria-invalid', 'true');
  await fillContact(form);
  await form
    .getByLabel(/^Your message/)
    .fill('Is the boat slip included, and can we tour on Saturday?');
  await form.getByLabel(/^Preferred tour date/).fill(inDays(4));
  await sendAndReadReference(page, 'Send inquiry', 'UNIT');
});

test('a listing’s inquiry form fetches its validation only once the visitor moves into it, and says so when it cannot', async ({
  page,
  request,
}) => {
  const listing = (
    (await (await request.get('/api/listings?pageSize=1')).json()) as {
      items: Array<{ id: string }>;
    }
  ).items[0]!;
  const schemaRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/(unit-contact|schemas)-[\w-]{8}\.js$/.test(sent.url()))
      schemaRequests.push(sent.url());
  });
  await open(page, `/slp/property/${listing.id}`);
  const form = page.getByRole('form', { name: 'Ask about this home' });
  await expect(form.getByRole('button', { name: 'Send inquiry' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(schemaRequests).toEqual([]);

  // Offline at the moment the code is needed: the visitor is told, and nothing is lost.
  await page.route(/\/assets\/(unit-contact|schemas)-[\w-]{8}\.js$/, (route) => route.abort());
  await form.getByLabel(/^Your message/).fill('Is the dock deep enough for a 40-foot boat?');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText(/We could not reach our server/)).toBeVisible();
  await expect(form.getByLabel(/^Your message/)).toHaveValue(
    'Is the dock deep enough for a 40-foot boat?',
  );

  // Back online: the same submit validates with the shared rules and sends.
  await page.unroute(/\/assets\/(unit-contact|schemas)-[\w-]{8}\.js$/);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByLabel('Full name', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Full name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(schemaRequests.length).toBeGreaterThan(0);
  await fillContact(form);
  await sendAndReadReference(page, 'Send inquiry', 'UNIT');
});
