import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO_USERS, signInToPortal } from './support/auth';
import { axeClean, noSidewaysScroll } from './support/page-checks';

// One in-progress demo work order becomes the bill: one journey at a time.
test.describe.configure({ mode: 'serial' });

const SECTION_LOAD = 30_000;

/** The demo technician's job in progress, given a cost and completed through the API. */
async function completeAJob(request: APIRequestContext) {
  const mt = await apiToken(request, DEMO_USERS.mt.email);
  const admin = await apiToken(request, DEMO_USERS.admin.email);
  const list = await request.get('/api/work-orders?status=in_progress', {
    headers: { authorization: `Bearer ${mt}` },
  });
  const order = ((await list.json()) as { workOrders: { id: string; reference: string }[] })
    .workOrders[0]!;
  const cost = await request.post(`/api/work-orders/${order.id}/costs`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { kind: 'labour', description: 'Deadbolt realigned', quantity: 100, unitCents: 8_500 },
  });
  expect(cost.status()).toBe(201);
  const done = await request.post(`/api/work-orders/${order.id}/actions`, {
    headers: { authorization: `Bearer ${mt}` },
    data: { action: 'complete', notes: 'Strike plate moved.' },
  });
  expect(done.status()).toBe(200);
  return order;
}

test('a completed work order becomes a draft bill, approved and paid by check (1280px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const order = await completeAJob(request);
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto(`/portal/work-orders/${order.id}`);
  const billPanel = page.getByRole('region', { name: "The vendor's bill" });
  await expect(billPanel).toBeVisible({ timeout: SECTION_LOAD });
  await expect(billPanel.getByText(`Biscayne Plumbing LLC · ${order.reference}`)).toBeVisible();
  await expect(billPanel.getByText('Draft, $85.00')).toBeVisible();
  await billPanel.getByRole('link', { name: 'Open in bills' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page).toHaveURL(/status=draft/);
  const row = page.getByRole('listitem', {
    name: `Biscayne Plumbing LLC, invoice ${order.reference}`,
  });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0); // approved: no longer a draft

  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  const approved = page.getByRole('listitem', {
    name: `Biscayne Plumbing LLC, invoice ${order.reference}`,
  });
  await approved
    .getByRole('checkbox', {
      name: `Select invoice ${order.reference} from Biscayne Plumbing LLC to pay`,
    })
    .check();
  await page.getByRole('button', { name: 'Pay 1 bill by check' }).click();
  await expect(page.getByRole('heading', { name: 'Checks issued' })).toBeVisible();
  await expect(page.getByText(/Check \d+ · Biscayne Plumbing LLC/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download checks (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^checks-\d+\.pdf$/);
  const path = await download.path();
  expect(path).toBeTruthy();

  await page.getByLabel('Status').selectOption('paid');
  await expect(
    page
      .getByRole('listitem', { name: `Biscayne Plumbing LLC, invoice ${order.reference}` })
      .getByText(/Paid by check \d+/),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);
});

test('a duplicate invoice number is refused at its field (375px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/bills');
  await page.getByRole('button', { name: 'New bill' }).click({ timeout: SECTION_LOAD });
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Biscayne Plumbing LLC' });
  await page.getByLabel('Property', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Invoice number', { exact: true }).fill('BP-2291');
  await page.getByLabel('Invoice date').fill('2026-11-01');
  await page.getByLabel('Due date').fill('2026-11-30');
  await page.getByLabel('Expense account, line 1').selectOption({ index: 1 });
  await page.getByLabel('Amount, line 1').fill('120.00');
  await page.getByRole('button', { name: 'Save bill' }).click();
  const field = page.getByLabel('Invoice number', { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Invoice BP-2291 from this vendor is already entered/)).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);
});

test('the bills and vendors screens in Spanish (375px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/es/portal/bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByRole('button', { name: 'Pagar con cheque' })).toBeVisible();
  await noSidewaysScroll(page);
  await axeClean(page);
  await page.goto('/es/portal/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeVisible({
    timeout: SECTION_LOAD,
  });
  await expect(page.getByText('Certificado de seguro vencido', { exact: false })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Coral Pool Service' });
  await expect(card.getByTestId('tax-id')).toHaveText('***-**-6789');
  await card.getByRole('button', { name: /Mostrar el número de contribuyente/ }).click();
  await expect(card.getByTestId('tax-id')).toHaveText('123-45-6789');
  await noSidewaysScroll(page);
  await axeClean(page);
});
