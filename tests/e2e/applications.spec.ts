import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPlainAmount } from '../../src/shared/money';
import { validLeads } from '../support/lead-fixtures';
import { makePdf } from '../support/pdf';
import { apiToken, DEMO_USERS, signIn } from './support/auth';
import { fillContact, inDays, sendAndReadReference, useOwnAddress } from './support/lead-forms';

// Rental applications become leases: "Apply for this home" prefills /car, an admin approves the
// application into a draft lease and activates it, a decline needs its note, and a lease's PDF is
// uploaded by an admin and downloaded by its resident. Each journey uses data it creates itself.

// Each journey walks several screens and two browsers: three minutes on a busy shared machine,
// and 30 s for a lazily loaded portal page to appear (10 s was not enough under a load of 50).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
}

/** A rental home on the public site, read from the API rather than assumed. */
async function rentalListing(request: APIRequestContext, title: string) {
  const res = await request.get('/api/listings?purpose=rent&pageSize=48');
  expect(res.status()).toBe(200);
  const items = (await res.json()).items as { id: string; title: string; priceCents: number }[];
  const listing = items.find((i) => i.title === title);
  expect(listing, `rental listing "${title}"`).toBeDefined();
  return listing!;
}

test('Apply for this home prefills /car; an admin approves it into a lease and activates it', async ({
  browser,
  page,
  request,
}) => {
  const listing = await rentalListing(request, 'Bright studio steps from the pool deck');
  const name = `Riley Journey ${unique()}`;

  // The visitor, in a browser of their own.
  const visitor = await (await browser.newContext()).newPage();
  await useOwnAddress(visitor);
  await visitor.goto(`/slp/property/${listing.id}`);
  await visitor.getByRole('link', { name: 'Apply for this home' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/car\\?listing=${listing.id}$`));
  const home = visitor.getByRole('region', { name: 'The home you are applying for' });
  await expect(home).toContainText(`You are applying for ${listing.title}`);
  await expect(visitor.getByLabel('Which home are you applying for?')).toHaveValue(
    new RegExp(`^${listing.title}`),
  );
  await fillContact(visitor.getByRole('region', { name: 'Applicant' }), {
    name,
    email: `riley.${unique()}@example.org`,
    phone: '+1 (305) 555-0175',
  });
  await visitor.getByLabel('Desired move-in date').fill(inDays(30));
  await visitor.getByLabel('People who will live there').fill('1');
  await visitor.getByLabel('Street address').fill('12 Palm Avenue');
  await visitor.getByLabel('City', { exact: true }).fill('Miami');
  await visitor.getByLabel('ZIP code').fill('33139');
  await visitor.getByLabel('Years at this address').fill('2');
  await visitor.getByRole('radio', { name: 'Employed', exact: true }).check();
  await visitor.getByLabel('Employer or business name').fill('Coral Gables Library');
  await visitor.getByLabel('Years with this employer').fill('4');
  await visitor.getByLabel('Gross monthly income (US$)').fill('8000');
  for (const [i, r] of [
    ['Grace Lee', 'Landlord', '+1 305 555 0111'],
    ['Tomas Ruiz', 'Employer', '+1 786 555 0122'],
  ].entries()) {
    const ref = visitor.getByRole('region', { name: `Reference ${i + 1}` });
    await ref.getByLabel('Full name').fill(r[0]!);
    await ref.getByLabel('Relationship').selectOption({ label: r[1]! });
    await ref.getByLabel('Phone').fill(r[2]!);
  }
  await visitor.getByLabel(/authorize a credit, eviction and background screening/).check();
  const reference = await sendAndReadReference(visitor, 'Send application', 'CAR');

  // The admin reviews it.
  await signInAsAdmin(page);
  await page.goto('/portal/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental applications' })).toBeVisible();
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  // $8,000 against the listing's rent.
  const ratio = Math.round((800_000 / listing.priceCents) * 100) / 100;
  await expect(page.getByText(`${ratio}×`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and prepare the lease' });
  await expect(dialog.getByLabel('Monthly rent (USD)')).toHaveValue(
    formatPlainAmount(listing.priceCents),
  );
  await dialog.getByLabel('Start date').fill('2030-03-01');
  await dialog.getByLabel('End date', { exact: true }).fill('2030-02-01');
  await dialog.getByRole('button', { name: 'Approve and create the lease' }).click();
  // The lease-create rules refuse the dates, at the field.
  await expect(dialog.getByLabel('End date', { exact: true })).toHaveAccessibleDescription(
    /End the lease on or after its start/,
  );
  await dialog.getByLabel('End date', { exact: true }).fill('2031-02-28');
  await dialog.getByLabel('Note to the applicant').fill('Welcome to Brickell!');
  await dialog.getByRole('button', { name: 'Approve and create the lease' }).click();

  // The new draft lease opens; the admin activates it.
  await expect(page).toHaveURL(/\/portal\/leases\/[0-9a-f-]{36}$/);
  // The lease names its resident (the header and the residents list both do).
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Activate lease' }).click();
  await page
    .getByRole('dialog', { name: 'Activate this lease?' })
    .getByRole('button', { name: 'Activate lease' })
    .click();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  // The application now names its lease and cannot be decided again.
  await page.goto('/portal/applications?status=approved');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByText(/^Approved by /)).toBeVisible();
  await expect(page.getByText('Welcome to Brickell!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the draft lease' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('a decline needs a note, which the application then shows', async ({ page, request }) => {
  const name = `Dana Decline ${unique()}`;
  const sent = await request.post('/api/leads/car', {
    headers: {
      'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: {
      ...validLeads.car,
      contact: { ...validLeads.car.contact, name, email: `dana.${unique()}@example.org` },
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  await signInAsAdmin(page);
  await page.goto(`/portal/applications/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the application' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  const note = dialog.getByLabel('Note to the applicant');
  await expect(note).toBeFocused();
  await expect(note).toHaveAccessibleDescription(/Write a note for the applicant/);
  await note.fill('We chose an applicant who can move in sooner.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Declined by /)).toBeVisible();
  await expect(page.getByText('We chose an applicant who can move in sooner.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.goto('/portal/applications?status=declined');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

test('an admin uploads a lease PDF with progress; a refused file is said at its field; the resident downloads it', async ({
  browser,
  page,
  request,
}) => {
  const residentToken = await apiToken(request, DEMO_USERS.resident.email);
  const lease = await request.get('/api/me/lease', {
    headers: { authorization: `Bearer ${residentToken}` },
  });
  expect(lease.status()).toBe(200);
  const leaseId = ((await lease.json()) as { id: string }).id;
  const title = `Pet addendum ${unique()}`;

  await signInAsAdmin(page);
  await page.goto(`/portal/leases/${leaseId}`);
  await page.getByRole('button', { name: 'Upload a PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a lease document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('PDF file').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('\x89PNG\r\n\x1a\n this is an image renamed to .pdf'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByLabel('PDF file')).toHaveAccessibleDescription(/Only PDF files/);

  await dialog.getByLabel('PDF file').setInputFiles({
    name: 'pet-addendum.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf('Pet addendum')),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title)).toBeVisible();

  const [adminDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${title} (PDF)` }).click(),
  ]);
  expect(adminDownload.suggestedFilename()).toBe('pet-addendum.pdf');

  const resident = await (await browser.newContext()).newPage();
  await signIn(resident, DEMO_USERS.resident.email);
  await resident.goto('/portal/lease');
  await expect(resident.getByText(title)).toBeVisible();
  const [download] = await Promise.all([
    resident.waitForEvent('download'),
    resident.getByRole('button', { name: `Download ${title} (PDF)` }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
