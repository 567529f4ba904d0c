import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../src/shared/money';
import type { ReportTable } from '../../src/shared/schemas/reports';
import { pdfText } from '../support/pdf-text';
import { apiToken, DEMO_USERS, signIn } from './support/auth';
import { noSidewaysScroll } from './support/page-checks';

/** The portal section's first load: its chunk and translations, slow on a loaded machine. */
const SECTION_LOAD = 30_000;

async function apiTable(request: APIRequestContext, email: string, path: string) {
  const token = await apiToken(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.get(path, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as ReportTable;
}

async function landlordLedger(request: APIRequestContext) {
  const token = await apiToken(request, DEMO_USERS.landlord.email);
  const owners = await request.get('/api/reports/owners', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { owners: list } = (await owners.json()) as { owners: { id: string }[] };
  return apiTable(request, DEMO_USERS.landlord.email, `/api/reports/owners/${list[0]!.id}/ledger`);
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a landlord reads their owner ledger and downloads its PDF', async ({ page, request }) => {
  const ledger = await landlordLedger(request);
  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  // An owner is offered their ledger only.
  await expect(page.getByRole('link', { name: /Trial balance/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Owner ledger/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Owner ledger' })).toBeVisible();
  await expect(page.getByText(DEMO_USERS.landlord.name).first()).toBeVisible();
  const region = page.getByRole('region', { name: 'Owner ledger' });
  await expect(region.getByRole('rowheader', { name: 'Closing balance' })).toBeVisible();
  await expect(
    region
      .getByRole('row', { name: /Closing balance/ })
      .getByText(formatMoney(ledger.totals.closingCents!)),
  ).toBeVisible();
  await axeClean(page);

  // A month range kept in the address; a range that runs backwards is refused by its field.
  await page.getByLabel('From month').fill('2031-05');
  await page.getByLabel('To month').fill('2031-04');
  await expect(page).toHaveURL(/from=2031-05/);
  await expect(page.getByText('The first month comes after the last.')).toBeVisible();

  await page.goto('/portal/reports/owner-ledger');
  await expect(region.getByRole('rowheader', { name: 'Opening balance' })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^owner-ledger-\d{4}-\d{2}-.+\.pdf$/);
  const text = await pdfText(await readFile((await pdf.path())!));
  expect(text).toContain('Owner ledger');
  expect(text).toContain(formatMoney(ledger.totals.closingCents!));
});

test('an admin opens aged receivables and follows a lease', async ({ page, request }) => {
  const aged = await apiTable(request, DEMO_USERS.admin.email, '/api/reports/aged-receivables');
  const first = aged.rows.find((r) => r.href)!;
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/reports');
  await page.getByRole('link', { name: /Aged receivables/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aged receivables' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  const region = page.getByRole('region', { name: 'Aged receivables' });
  await expect(
    region
      .getByRole('row', { name: /^Total/ })
      .getByText(formatMoney(aged.totals.totalCents!))
      .last(),
  ).toBeVisible();
  await axeClean(page);
  await region.locator(`a[href="${first.href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${first.href}$`));
});

test('the reports in Spanish', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/es/portal/reports/trial-balance');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Balance de comprobación' }),
  ).toBeVisible({ timeout: SECTION_LOAD });
  await expect(page.getByRole('columnheader', { name: 'Debe' })).toBeVisible();
  await expect(page.getByText('Cuentas por cobrar', { exact: false }).first()).toBeVisible();
  await axeClean(page);
  await page.goto('/es/portal/reports/deposit-register');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registro de depósitos de garantía' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Depositado en' })).toBeVisible();
});

test('an admin opens the general ledger of an account, the balance sheet and the rent roll', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  const accounts = await request.get('/api/reports/accounts', {
    headers: { authorization: `Bearer ${token}` },
  });
  const cash = (
    (await accounts.json()) as { accounts: { id: string; code: string }[] }
  ).accounts.find((a) => a.code === '1010')!;
  const ledger = await apiTable(
    request,
    DEMO_USERS.admin.email,
    `/api/reports/general-ledger?accountId=${cash.id}`,
  );
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/reports/general-ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'General ledger' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByText('Choose an account to see its ledger.')).toBeVisible();
  await page.getByLabel('Account', { exact: true }).selectOption(cash.id);
  await expect(page).toHaveURL(new RegExp(`account=${cash.id}`));
  const region = page.getByRole('region', { name: 'General ledger' });
  await expect(
    region
      .getByRole('row', { name: /Closing balance/ })
      .getByText(formatMoney(ledger.totals.closingCents!)),
  ).toBeVisible();
  await axeClean(page);

  const sheet = await apiTable(request, DEMO_USERS.admin.email, '/api/reports/balance-sheet');
  await page.goto('/portal/reports');
  await page.getByRole('link', { name: /^Balance sheet/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Balance sheet' })).toBeVisible();
  const sheetRegion = page.getByRole('region', { name: 'Balance sheet' });
  await expect(
    sheetRegion
      .getByRole('row', { name: /Total liabilities and equity/ })
      .getByText(formatMoney(sheet.totals.assetsCents!)),
  ).toBeVisible();
  await expect(
    sheetRegion
      .getByRole('row', { name: /Total assets/ })
      .getByText(formatMoney(sheet.totals.assetsCents!)),
  ).toBeVisible();
  await axeClean(page);

  const roll = await apiTable(request, DEMO_USERS.admin.email, '/api/reports/rent-roll');
  await page.goto('/portal/reports/rent-roll');
  const rollRegion = page.getByRole('region', { name: 'Rent roll' });
  await expect(rollRegion.getByRole('cell', { name: 'Vacant' }).first()).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(
    rollRegion
      .getByRole('row', { name: /^Total/ })
      .getByText(formatMoney(roll.totals.balanceDueCents!)),
  ).toBeVisible();
  // The property filter is kept in the address.
  const property = roll.rows.find((r) => r.links?.['3'])!;
  const propertyId = property.href!.split('/').at(-1)!;
  await page.getByLabel('Property', { exact: true }).selectOption(propertyId);
  await expect(page).toHaveURL(new RegExp(`property=${propertyId}`));
  await expect(
    rollRegion.getByRole('cell', { name: String(property.cells[0]) }).first(),
  ).toBeVisible();
  await axeClean(page);
});

test('a landlord opens the rent roll and sees only their properties', async ({ page, request }) => {
  const mine = await apiTable(request, DEMO_USERS.landlord.email, '/api/reports/rent-roll');
  const all = await apiTable(request, DEMO_USERS.admin.email, '/api/reports/rent-roll');
  const names = new Set(mine.rows.filter((r) => r.kind === 'row').map((r) => String(r.cells[0])));
  const others = [
    ...new Set(
      all.rows
        .filter((r) => r.kind === 'row' && !names.has(String(r.cells[0])))
        .map((r) => String(r.cells[0])),
    ),
  ];
  expect(others.length).toBeGreaterThan(0);
  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/reports');
  await expect(page.getByRole('link', { name: /^Balance sheet/ })).toHaveCount(0, {
    timeout: SECTION_LOAD,
  });
  await page.getByRole('link', { name: /Rent roll/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rent roll' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Rent roll' });
  for (const name of names) await expect(region.getByText(name).first()).toBeVisible();
  for (const name of others) await expect(region.getByText(name, { exact: true })).toHaveCount(0);
  // No owner to choose: their own is the only one.
  await expect(page.getByLabel('Owner')).toHaveCount(0);
  await axeClean(page);
  // Their trust balance sheet too.
  await page.goto('/portal/reports/trust-balance-sheet');
  await expect(
    page
      .getByRole('region', { name: 'Trust balance sheet' })
      .getByRole('rowheader', { name: 'Total' }),
  ).toBeVisible({ timeout: SECTION_LOAD });
});

test('the new reports in Spanish', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/es/portal/reports/balance-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance general' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(
    page.getByRole('rowheader', { name: 'Total de pasivos y patrimonio' }),
  ).toBeVisible();
  await page.goto('/es/portal/reports/rent-roll');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Relación de alquileres' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Saldo pendiente' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Vacante' }).first()).toBeVisible();
  await axeClean(page);
});

for (const width of [375, 1280] as const) {
  test(`report screens fit at ${width}px`, async ({ page, request }) => {
    const token = await apiToken(request, DEMO_USERS.admin.email);
    const accounts = (await (
      await request.get('/api/reports/accounts', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { accounts: { id: string; code: string }[] };
    const cash = accounts.accounts.find((a) => a.code === '1010')!;
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(/\/portal$/, { timeout: SECTION_LOAD });
    for (const name of [
      'trial-balance',
      'aged-receivables',
      'deposit-register',
      'owner-ledger',
      'income-statement',
      'general-ledger',
      'balance-sheet',
      'trust-balance-sheet',
      'rent-roll',
    ]) {
      await page.goto(
        `/portal/reports/${name}${name === 'general-ledger' ? `?account=${cash.id}` : ''}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: SECTION_LOAD });
      if (name !== 'owner-ledger') await expect(page.getByRole('region').first()).toBeVisible();
      await noSidewaysScroll(page, `${name} at ${width}px`);
      await axeClean(page);
      await page.screenshot({ path: `.tmp/shots-reports/${name}-${width}.png`, fullPage: true });
    }
  });
}
