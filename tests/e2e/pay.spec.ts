import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, formatPlainAmount } from '../../src/shared/money';
import { apiToken, DEMO_USERS, signIn } from './support/auth';

// Residents other than the demo resident, so no other journey's payments move these balances;
// each journey still posts its own charge and reads the balance from the API.
const CARD_PAYER = 'diego.ferrer@example.com';
const DECLINED_PAYER = 'thomas.brooks@example.com';
const VISITOR_LEASE_RESIDENT = 'helen.park@example.com';

async function leaseOf(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const res = await request.get('/api/me/lease', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string; balanceCents: number };
}

/** The admin posts a charge to the lease, so the journey has something of its own to pay. */
async function postCharge(request: APIRequestContext, leaseId: string, cents: number) {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  const res = await request.post(`/api/leases/${leaseId}/charges`, {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'other', amountCents: cents, description: 'Gate remote replacement' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { reference: string };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

test('a resident pays the balance by card, then opens the receipt and its PDF', async ({
  page,
  request,
}) => {
  const { id } = await leaseOf(request, CARD_PAYER);
  await postCharge(request, id, 4_321);
  const balance = (await leaseOf(request, CARD_PAYER)).balanceCents;

  await signIn(page, CARD_PAYER);
  await page.goto('/portal/lease');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(page.getByTestId('pay-balance')).toHaveText(formatMoney(balance));

  // An empty card is named field by field, all at once, before anything is sent.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(/Enter the card number/);
  await expect(page.getByLabel('Expiry')).toHaveAccessibleDescription(/Enter the expiry as MM\/YY/);
  await expect(page.getByLabel('Security code')).toHaveAccessibleDescription(
    /Enter the 3 or 4 digits of the security code/,
  );

  // More than the balance is refused at the field before anything is sent.
  await page.getByLabel('Amount (USD)').fill(String(balance / 100 + 1));
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('That is more than is due.')).toBeVisible();

  await page.getByLabel('Amount (USD)').fill(formatPlainAmount(balance));
  // The fee and total are shown before paying.
  await expect(page.getByTestId('payment-total-amount')).not.toHaveText(formatMoney(balance));
  const total = await page.getByTestId('payment-total-amount').innerText();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect((await leaseOf(request, CARD_PAYER)).balanceCents).toBe(0);

  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/portal\/payments\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('receipt-status')).toHaveText('Paid');
  await expect(page.getByTestId('receipt-total')).toHaveText(total);
  await expect(page.getByText(/Card \(VISA\) ending 4242/)).toBeVisible();
  const reference = await page.getByTestId('receipt-reference').innerText();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(reference).toMatch(/^PAY-\d{4}-\d{6}$/);

  // Back to where it shows in the ledger.
  await page.getByRole('link', { name: 'Back to the lease' }).click();
  await expect(page).toHaveURL(/\/portal\/lease$/);
  await expect(page.getByText(reference).first()).toBeVisible();
});

test('a declined card shows the reason at the card number and changes nothing', async ({
  page,
  request,
}) => {
  const { id } = await leaseOf(request, DECLINED_PAYER);
  await postCharge(request, id, 2_500);
  const before = (await leaseOf(request, DECLINED_PAYER)).balanceCents;

  await signIn(page, DECLINED_PAYER);
  await page.goto('/pay');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  expect((await leaseOf(request, DECLINED_PAYER)).balanceCents).toBe(before);
});

test('a visitor pays a charge by its reference and sees the receipt', async ({ page, request }) => {
  const { id } = await leaseOf(request, VISITOR_LEASE_RESIDENT);
  const charge = await postCharge(request, id, 6_000);

  await page.goto('/pay');
  // An unknown reference is refused at its field.
  await page.getByLabel('Invoice reference').fill('INV-1999-999999');
  await page.getByRole('button', { name: 'Find charge' }).click();
  await expect(page.getByText(/No open charge has this reference/)).toBeVisible();

  await page.getByLabel('Invoice reference').fill(charge.reference);
  await page.getByRole('button', { name: 'Find charge' }).click();
  await expect(page.getByTestId('visitor-open')).toHaveText('$60.00');
  await expect(page.getByTestId('visitor-charge')).not.toContainText(/Helen|Park/);
  await page.getByLabel('Your e-mail').fill('aunt.rosa@example.org');
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/pay\/receipts\/[\w-]{32}$/);
  await expect(page.getByTestId('receipt-status')).toHaveText('Paid');
  await expect(page.getByText(charge.reference)).toBeVisible();

  // The charge now reads as paid.
  await page.goto('/pay');
  await page.getByLabel('Invoice reference').fill(charge.reference);
  await page.getByRole('button', { name: 'Find charge' }).click();
  await expect(page.getByText(/already paid/)).toBeVisible();
});

test('a resident pays the security deposit on its own, apart from rent', async ({
  page,
  request,
}) => {
  const payer = 'marcus.bell@example.com';
  const { id } = await leaseOf(request, payer);
  const admin = await apiToken(request, DEMO_USERS.admin.email);
  const res = await request.post(`/api/leases/${id}/charges`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { kind: 'deposit', amountCents: 75_000, description: 'Pet deposit' },
  });
  expect(res.status()).toBe(201);

  await signIn(page, payer);
  await page.goto('/pay');
  const target = page.getByLabel('This payment is for');
  await expect(target).toBeVisible();
  await target.selectOption({ label: 'Security deposit ($750.00 open)' });
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('750.00');
  // More than the deposit is refused at the field before anything is sent.
  await page.getByLabel('Amount (USD)').fill('750.01');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('That is more than is due.')).toBeVisible();

  await page.getByLabel('Amount (USD)').fill('750.00');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const token = await apiToken(request, payer);
  const lease = (await (
    await request.get('/api/me/lease', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { openCharges: { kind: string }[] };
  expect(lease.openCharges.filter((c) => c.kind === 'deposit')).toEqual([]);
});

// The screens at the product's breakpoints: no sideways scrolling, and a screenshot to look at.
for (const width of [375, 768, 1280] as const) {
  test(`/pay and a receipt at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay online' })).toBeVisible();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.tmp/shots-pay/visitor-${width}.png`, fullPage: true });

    await signIn(page, 'priya.raman@example.com');
    await page.goto('/pay');
    await expect(page.getByTestId('pay-balance')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.tmp/shots-pay/resident-${width}.png`, fullPage: true });
  });
}
