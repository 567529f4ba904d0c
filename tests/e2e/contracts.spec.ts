import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from './support/api';
import { apiToken, DEMO_USERS, signIn } from './support/auth';

// Contracts end to end: a guest signs by link at 375 px with a drawn signature; "Verify a
// document" accepts the signed PDF and rejects a changed one; the office sends a lease from its
// draft and signing activates it; a broker sends a management agreement from a lead, the owner
// signs, the lead is won and the commission appears.

const LOAD = 30_000;

const office = (request: APIRequestContext) => apiAs(request, DEMO_USERS.admin.email);

/** The signing link last e-mailed to `email`, read from the outbox as the office would. */
async function signingLink(request: APIRequestContext, email: string): Promise<string> {
  const admin = await office(request);
  const outbox = await admin.get('/api/admin/outbox?page=1&pageSize=50');
  const mail = (outbox.items as { to: string; text: string }[]).find((m) => m.to === email);
  const match = /(\/sign\/[A-Za-z0-9_-]{20,})/.exec(mail?.text ?? '');
  expect(match, `a signing link e-mailed to ${email}`).not.toBeNull();
  return match![1]!;
}

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** Draws a signature on the pad with the pointer, as a finger would. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(
      box.x + 20 + i * ((box.width - 40) / 12),
      box.y + box.height * (i % 2 ? 0.35 : 0.7),
    );
  }
  await page.mouse.up();
}

test('a guest signs by link at 375 px with a drawn signature; the signed PDF verifies and a changed copy does not', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `guest-${Date.now()}@example.org`;
  const admin = await office(request);
  const body = [
    '## Pool service',
    '',
    'Sunrise Pool Care will clean the pool weekly and report any repair in the portal.',
    '',
    '{{initials:1}}',
    '',
    '{{signature:1}}',
    '',
    '{{date:1}}',
  ].join('\n');
  const created = await admin.post('/api/contracts', {
    kind: 'vendor-agreement',
    title: 'Vendor agreement: weekly pool service',
    body,
    parties: [{ name: 'Janet Cole', email, role: 'signer' }],
    signingOrder: 'parallel',
    expiresOn: inTwoWeeks(),
    reminderDays: 3,
    message: 'Please sign so we can add you to the rota.',
  });
  await admin.post(`/api/contracts/${created.id}/send`, {});
  const link = await signingLink(request, email);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vendor agreement: weekly pool service' }),
  ).toBeVisible({ timeout: LOAD });
  await expect(page.getByText('Please sign so we can add you to the rota.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pool service', exact: true })).toBeVisible();

  // Sent without consent or a drawing, each refusal sits next to its field.
  await page.getByRole('tab', { name: 'Draw' }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Agree to sign electronically to continue')).toBeVisible();
  await expect(page.getByText('Draw your signature in the box')).toBeVisible();

  await drawSignature(page);
  await page.getByLabel('Your initials').fill('JC');
  await page.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(
    page.getByText('Thank you: your signature is recorded.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Signature of Janet Cole/ })).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the signed PDF' }).click(),
  ]);
  const original = await download.path();
  const bytes = await readFile(original!);
  const altered = Buffer.from(bytes);
  altered.set(Buffer.from('% changed\n'), altered.lastIndexOf('%%EOF') - 12);
  const changedPath = `${original}-changed.pdf`;
  await writeFile(changedPath, altered);

  // The office verifies both copies on /contracts.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth');
  await signIn(page, DEMO_USERS.admin.email);
  await page.goto('/contracts');
  const verify = page.getByRole('region', { name: 'Verify a document' });
  await expect(verify).toBeVisible({ timeout: LOAD });
  await verify
    .getByLabel('Choose a PDF')
    .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(verify.getByText('Genuine and unchanged')).toBeVisible();
  await expect(verify.getByText(/Signed by Janet Cole/)).toBeVisible();
  await verify.getByLabel('Choose a PDF').setInputFiles(changedPath);
  await expect(verify.getByText('Not verified')).toBeVisible();
  await expect(verify.getByText(/has been changed|not a completed Blu contract/)).toBeVisible();
});

test('the office sends a lease from its draft; when the resident signs, the lease is active', async ({
  page,
  request,
}) => {
  const admin = await office(request);
  // An approved application makes a draft lease and the applicant's account.
  const applications = await admin.get('/api/applications?status=waiting');
  const application = applications.applications[0];
  expect(application, 'a waiting demo application').toBeDefined();
  const approved = await admin.post(`/api/applications/${application.id}/approve`, {
    startDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 385 * 86_400_000).toISOString().slice(0, 10),
    monthlyRentCents: 310_000,
    securityDepositCents: 310_000,
    dueDay: 1,
  });
  const leaseId: string = approved.leaseId;
  expect(leaseId).toBeTruthy();
  const lease = await admin.get(`/api/leases/${leaseId}`);
  expect(lease.status).toBe('draft');

  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/contracts/new');
  await page.getByRole('radio', { name: /Residential lease/ }).check();
  await page.getByRole('combobox', { name: 'Draft lease' }).selectOption({ value: leaseId });
  await page.getByRole('button', { name: 'Fill from the template' }).click();
  await expect(page.getByText(/Every merge field is filled/)).toBeVisible({ timeout: LOAD });
  await expect(page.getByRole('textbox', { name: 'Contract text' })).toHaveValue(/\$3,100\.00/);
  // Preview shows the text as the parties will see it.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Residential Lease' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/, { timeout: LOAD });
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

  // The resident signs by the e-mailed link, then the office's representative in the portal.
  const residentEmail: string = lease.residentAccounts[0].email;
  const guest = await page.context().browser()!.newPage();
  await guest.goto(await signingLink(request, residentEmail));
  await guest.getByLabel('Your full name').fill(lease.residentAccounts[0].name);
  await guest.getByLabel('Your initials').fill('AB');
  await guest.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await guest.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(
    guest.getByText('Thank you: your signature is recorded.', { exact: false }),
  ).toBeVisible();
  await guest.close();

  await page.reload();
  const panel = page.getByRole('region', { name: 'Sign this contract' });
  await expect(panel).toBeVisible({ timeout: LOAD });
  await panel.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await panel.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('The lease is now active.').first()).toBeVisible({ timeout: LOAD });
  await expect(page.getByRole('button', { name: 'Download the signed PDF' })).toBeVisible();
  expect((await admin.get(`/api/leases/${leaseId}`)).status).toBe('active');
});

test('a broker sends a management agreement from a lead; the owner signs; the lead is won and the commission appears', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_USERS.sb.email);
  await expect(page).toHaveURL(/\/portal$/);
  const workspace = page.getByRole('region', { name: 'Your pipeline' });
  await expect(workspace).toBeVisible({ timeout: LOAD });
  const wins = workspace.locator('dl', { hasText: 'Wins this month' }).locator('dd');
  const winsBefore = Number((await wins.innerText()).trim());

  const contacted = workspace.getByRole('region', { name: /^Contacted/ });
  const card = contacted.getByRole('listitem').filter({ hasText: 'Rebecca Thornton' });
  await card.getByRole('link', { name: 'Send a management agreement' }).click();
  await expect(page).toHaveURL(/\/contracts\/new\?lead=/);
  await expect(page.getByText(/Every merge field is filled/)).toBeVisible({ timeout: LOAD });
  await expect(page.getByRole('textbox', { name: 'Contract text' })).toHaveValue(
    /Rebecca Thornton/,
  );
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/, { timeout: LOAD });
  await expect(page.getByText(/Waiting for Rebecca Thornton/)).toBeVisible();

  // The owner signs by link; the office's representative signs in the portal.
  const owner = await page.context().browser()!.newPage();
  await owner.goto(await signingLink(request, 'rebecca.thornton@example.org'));
  await owner.getByLabel('Your initials').fill('RT');
  await owner.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await owner.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(
    owner.getByText('Thank you: your signature is recorded.', { exact: false }),
  ).toBeVisible();
  await owner.close();
  const contractId = page.url().split('/').pop()!;
  const admin = await office(request);
  const adminToken = await apiToken(request, DEMO_USERS.admin.email);
  const signed = await request.post(`/api/contracts/${contractId}/sign`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      consent: true,
      signature: {
        kind: 'typed',
        text: DEMO_USERS.admin.name,
        image:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    },
  });
  expect(signed.status()).toBe(200);
  expect((await signed.json()).status).toBe('completed');

  // Back home, the lead is won and the month's wins went up.
  await page.goto('/portal');
  await expect(
    workspace.getByRole('region', { name: /^Won/ }).getByText('Rebecca Thornton'),
  ).toBeVisible({ timeout: LOAD });
  await expect(wins).toHaveText(String(winsBefore + 1));
  const lead = (await admin.get('/api/leads?status=won')).items.find(
    (l: { contactName: string }) => l.contactName === 'Rebecca Thornton',
  );
  expect(lead).toBeDefined();
});

test('a technician gets Access Denied on the contract editor and the templates, with no request refused', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() === 403) refused.push(res.url());
  });
  await signIn(page, DEMO_USERS.mt.email);
  await expect(page).toHaveURL(/\/portal$/);
  for (const path of ['/contracts/new', '/contracts/templates']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  expect(refused).toEqual([]);
});

test('the contract editor names every problem at once, before anything is sent', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/contracts') && res.status() === 400) refused.push(res.url());
  });
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/contracts/new');
  await page.getByRole('radio', { name: /Vendor agreement/ }).check();
  await page.getByRole('button', { name: 'Fill from the template' }).click();
  // The vendor has no record: their signer row is left empty, first, before the office's.
  const names = page.getByLabel('Name', { exact: true });
  await expect(names).toHaveCount(2, { timeout: LOAD });
  await expect(names.first()).toHaveValue('');
  await page.getByLabel('E-mail', { exact: true }).first().fill('not-an-address');
  await page.getByLabel('Expires on').fill('2020-01-01');
  await page.getByLabel('Remind every (days)').fill('-1');
  await page.getByRole('button', { name: 'Send for signature' }).click();

  await expect(page.getByRole('textbox', { name: 'Contract text' })).toHaveAccessibleDescription(
    /Fill in \{\{vendor\.name\}\}/,
  );
  await expect(names.first()).toHaveAccessibleDescription(/Enter/);
  await expect(page.getByLabel('E-mail', { exact: true }).first()).toHaveAccessibleDescription(
    /e-mail/i,
  );
  await expect(page.getByLabel('Expires on')).toHaveAccessibleDescription(/after today/);
  await expect(page.getByLabel('Remind every (days)')).toHaveAccessibleDescription(
    /0 \(no reminders\)/,
  );
  expect(refused).toEqual([]);
});
