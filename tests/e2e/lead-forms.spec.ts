import { expect, test, type Page } from '@playwright/test';
import { LEAD_KIND_TABLE, LEAD_PAGES } from '../../src/shared/schemas/leads/kinds';
import { DEMO_USERS, signIn } from './support/auth';
import {
  expectEmptySubmitErrors,
  fillContact,
  fillProperty,
  inDays,
  lasOlasTownhouse,
  miamiCondo,
  sendAndReadReference,
  useOwnAddress,
  validationCode,
} from './support/lead-forms';

// A visitor sends each form; an admin finds every one in the inbox and hands one to a broker,
// who then sees it. Serial: the later steps look for the references the first ones produced.
test.describe.configure({ mode: 'serial' });
const refs: Record<string, string> = {};

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('ma-form: empty errors, then a complete application', async ({ page }) => {
  await page.goto('/ma-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hand us the keys, keep the returns.',
  );
  await expectEmptySubmitErrors(page, 'Send application', 'Full name');
  await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await expect(page.getByText('Please confirm to continue.')).toBeVisible();
  await fillContact(page);
  await fillProperty(page, miamiCondo);
  await page.getByLabel('When should we start?').fill(inDays(30));
  await page.getByRole('radio', { name: /^Signature/ }).check();
  await page.getByLabel(/I own the property/).check();
  // An error clears as soon as the answer is fixed.
  await expect(page.getByText('Please confirm to continue.')).toBeHidden();
  refs.ma = await sendAndReadReference(page, 'Send application', 'MA');
});

test('multi-ma: two properties, one added and one removed on the way', async ({ page }) => {
  await page.goto('/multi-ma');
  await expectEmptySubmitErrors(page, 'Send application', 'Full name');
  await fillContact(page);
  await fillProperty(page.getByRole('region', { name: 'Property 1' }), miamiCondo);
  await page.getByRole('button', { name: 'Add another property' }).click();
  await expect(
    page.getByRole('region', { name: 'Property 2' }).getByLabel('Street address'),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Add another property' }).click();
  await page.getByRole('button', { name: 'Remove property 3' }).click();
  await expect(page.getByRole('region', { name: 'Property 3' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send application' }).click();
  const second = page.getByRole('region', { name: 'Property 2' });
  await expect(second.getByLabel('Street address')).toBeFocused();
  await fillProperty(second, lasOlasTownhouse);
  await page.getByLabel('When should we start?').fill(inDays(45));
  await page.getByRole('radio', { name: /^Essential/ }).check();
  await page.getByLabel(/I own the property/).check();
  refs.mma = await sendAndReadReference(page, 'Send application', 'MMA');
});

test('car: rental application with employment, income, two references and consent', async ({
  page,
}) => {
  await page.goto('/car');
  await expectEmptySubmitErrors(page, 'Send application', 'Full name');
  await expect(page.getByText('Enter a number.').first()).toBeVisible();
  await fillContact(page.getByRole('region', { name: 'Applicant' }));
  await page.getByLabel('Which home are you applying for?').fill('Bayshore Residences 1204');
  await page.getByLabel('Desired move-in date').fill(inDays(40));
  await page.getByLabel('People who will live there').fill('2');
  await page.getByLabel('Street address').fill('88 Coral Way');
  await page.getByLabel('City', { exact: true }).fill('Miami');
  await page.getByLabel('ZIP code').fill('33145');
  await page.getByLabel('Years at this address').fill('3');
  await page.getByRole('radio', { name: 'Employed', exact: true }).check();
  await page.getByLabel('Years with this employer').fill('5');
  await page.getByLabel('Gross monthly income (US$)').fill('9500');
  for (const [i, r] of [
    ['Grace Lee', 'Landlord', '+1 305 555 0111'],
    ['Tomas Ruiz', 'Employer', '+1 786 555 0122'],
  ].entries()) {
    const ref = page.getByRole('region', { name: `Reference ${i + 1}` });
    await ref.getByLabel('Full name').fill(r[0]!);
    await ref.getByLabel('Relationship').selectOption({ label: r[1]! });
    await ref.getByLabel('Phone').fill(r[2]!);
  }
  await page.getByLabel(/authorize a credit, eviction and background screening/).check();
  // Employed without an employer: the schema's cross-field rule, shown at the employer field.
  await page.getByRole('button', { name: 'Send application' }).click();
  const employer = page.getByLabel('Employer or business name');
  await expect(employer).toBeFocused();
  await expect(employer).toHaveAccessibleDescription(
    /Enter the employer for this employment status\./,
  );
  await employer.fill('Harbor Logistics');
  refs.car = await sendAndReadReference(page, 'Send application', 'CAR');
});

test('concierge: services, stay dates and guests', async ({ page }) => {
  await page.goto('/concierge');
  await expect(page.getByRole('heading', { name: 'Boat and yacht services' })).toBeVisible();
  await expectEmptySubmitErrors(page, 'Send request', 'Full name');
  await expect(page.getByText('Choose at least one option.')).toBeVisible();
  await fillContact(page);
  const services = page.getByRole('group', { name: 'Services' });
  await services.getByRole('checkbox', { name: 'Arrival preparation' }).check();
  await services.getByRole('checkbox', { name: 'Boat and yacht services' }).check();
  await page.getByLabel('City').selectOption({ label: 'Key West' });
  await page.getByLabel('Number of guests').fill('4');
  await page.getByLabel('Arrival date').fill(inDays(20));
  await page.getByLabel('Departure date').fill(inDays(10));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Departure date')).toHaveAccessibleDescription(
    /on or after the first date/,
  );
  await page.getByLabel('Departure date').fill(inDays(27));
  refs.con = await sendAndReadReference(page, 'Send request', 'CON');
});

test('referral: referrer, owner, property and consent', async ({ page }) => {
  await page.goto('/referral');
  await expectEmptySubmitErrors(page, 'Send referral', 'Full name');
  await fillContact(page);
  await page.getByLabel("Owner's full name").fill('Henry Caldwell');
  await page.getByLabel("Owner's e-mail").fill('henry.caldwell@example.org');
  await page.getByRole('radio', { name: 'Neighbor' }).check();
  await page.getByLabel('Street address').fill('455 Gulf Shore Blvd N');
  await page.getByLabel('City').selectOption({ label: 'Naples' });
  await page.getByLabel('Property type').selectOption({ label: 'Waterfront villa' });
  await page.getByLabel(/The owner has agreed/).check();
  refs.ref = await sendAndReadReference(page, 'Send referral', 'REF');
});

async function openLead(page: Page, reference: string) {
  await page.getByRole('link', { name: new RegExp(`^${reference} `) }).click();
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
}

test('the admin finds every lead and assigns the management application to Daniel Ortiz', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Leads' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Leads' });
  for (const reference of Object.values(refs))
    await expect(list.getByText(reference, { exact: true })).toBeVisible();

  await page.getByLabel('Form').selectOption({ label: 'Rental application' });
  await expect(list.getByText(refs.car!, { exact: true })).toBeVisible();
  await expect(list.getByText(refs.ma!, { exact: true })).toHaveCount(0);
  await page.getByLabel('Form').selectOption({ label: 'All forms' });

  await openLead(page, refs.ma!);
  await expect(page.getByText('200 Biscayne Boulevard Way')).toBeVisible();
  const update = page.getByRole('form', { name: 'Update this lead' });
  await update.getByLabel('Assigned broker').selectOption({ label: 'Daniel Ortiz' });
  await update.getByLabel('Status').selectOption({ label: 'Contacted' });
  await update.getByLabel('Add a note').fill('Called Olivia, walkthrough on Friday.');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${refs.ma} updated.`)).toBeVisible();
  await expect(page.getByText('Alicia Reyes assigned it to Daniel Ortiz.')).toBeVisible();
  await expect(page.getByText('Called Olivia, walkthrough on Friday.')).toBeVisible();
  // Opened afresh, the form shows the broker it has, not "Unassigned".
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: refs.ma! })).toBeVisible();
  await expect(update.getByLabel('Assigned broker').locator('option:checked')).toHaveText(
    'Daniel Ortiz',
  );
});

test('the broker sees the lead assigned to them, and only that one', async ({ page }) => {
  await signIn(page, DEMO_USERS.sb.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/leads');
  const list = page.getByRole('list', { name: 'Leads' });
  await expect(list.getByText(refs.ma!, { exact: true })).toBeVisible();
  await expect(list.getByText(refs.car!, { exact: true })).toHaveCount(0);
  await openLead(page, refs.ma!);
  const update = page.getByRole('form', { name: 'Update this lead' });
  await expect(update.getByLabel('Assigned broker')).toHaveCount(0);
  await update.getByLabel('Status').selectOption({ label: 'Proposal sent' });
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Daniel Ortiz changed the status from Contacted to Proposal sent.'),
  ).toBeVisible();
});

// Every form page draws without its validation: zod and the form's schema come when the visitor
// moves into the form (decision 0059). A form for signed-in senders (the broker's wizard) is
// opened by a broker.
for (const { kind, page: form } of LEAD_PAGES) {
  const signedIn = 'submitPermission' in LEAD_KIND_TABLE[kind];
  test(`${form.path}: no validation code is fetched before the first focus`, async ({ page }) => {
    const code = validationCode(`${kind}-page`);
    expect(code.zod, 'zod is left for later').toHaveLength(1);
    if (signedIn) {
      await signIn(page, DEMO_USERS.sb.email);
      await expect(page).toHaveURL(/\/portal$/);
    }
    const requested = new Set<string>();
    page.on('request', (sent) => requested.add(new URL(sent.url()).pathname));
    await page.goto(form.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The broker's wizard opens on the owner's details, every other form on the sender's.
    const first = page
      .getByLabel(signedIn ? "Owner's full name" : 'Full name', { exact: true })
      .first();
    await expect(first).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // Signed in, the notifications bring zod for their own schemas: the form holds back its own.
    const heldBack = signedIn ? code.schema : code.files;
    expect(heldBack.filter((file) => requested.has(file))).toEqual([]);
    await first.focus();
    await expect.poll(() => code.files.filter((file) => !requested.has(file))).toEqual([]);
  });
}
