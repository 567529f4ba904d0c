import { formatMoney } from '../../src/shared/money';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signInToPortal } from './support/auth';

const LANDLORD = { email: 'landlord@example.com', name: 'Martin Kessler' };
const RESIDENT = { email: 'resident@example.com', name: 'Sofia Delgado' };

test('a landlord sees their properties with occupancy and opens one', async ({ page }) => {
  await signInToPortal(page, LANDLORD.email, LANDLORD.name);
  const figures = page.getByRole('region', { name: 'Your portfolio' });
  await expect(figures.getByText('Occupancy', { exact: true })).toBeVisible();
  await expect(figures.getByText('Delinquent leases')).toBeVisible();
  await expect(figures.getByText('Leases ending within 60 days')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Properties' }).first().click();
  await expect(page).toHaveURL(/\/portal\/properties$/);
  const bayshore = page.getByRole('region', { name: 'Bayshore Villas' });
  await expect(bayshore.getByText('3 of 4 units let')).toBeVisible();
  const units = bayshore.getByRole('table', { name: 'Units of Bayshore Villas' });
  await expect(units.getByRole('row', { name: /Marcus Bell/ })).toContainText('Occupied');
  await expect(units.getByRole('row', { name: /^D / })).toContainText('Vacant');

  await bayshore.getByRole('link', { name: 'View property Bayshore Villas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayshore Villas' })).toBeVisible();
  await expect(page.getByText('Collected this month')).toBeVisible();
  await expect(page.getByText('Balance due')).toBeVisible();
  const leases = page.getByRole('table', { name: 'Leases' });
  await expect(leases.getByRole('row', { name: /Priya Raman/ })).toContainText('Active');
});

test("a landlord opening another owner's property gets Access Denied", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'landlord2@example.com');
  const res = await request.get('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { properties } = (await res.json()) as { properties: { id: string; name: string }[] };
  const theirs = properties.find((p) => p.name === 'Gulf Garden Court');
  expect(theirs).toBeDefined();

  await signInToPortal(page, LANDLORD.email, LANDLORD.name);
  await page.goto(`/portal/properties/${theirs!.id}`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Gulf Garden Court')).toHaveCount(0);
});

/** The resident's balance as the page words it, read from the API: another journeys may record a
 * payment on this demo lease (the admin's office payment), so the figure is not fixed. */
async function residentBalance(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, RESIDENT.email);
  const res = await request.get('/api/me/lease', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const cents = ((await res.json()) as { balanceCents: number }).balanceCents;
  return formatMoney(cents);
}

test('a resident sees their lease, the balance due and the ledger', async ({ page, request }) => {
  // The demo resident owes this month's rent.
  const balance = await residentBalance(request);
  expect(balance).not.toBe('$0.00');
  await signInToPortal(page, RESIDENT.email, RESIDENT.name);
  const summary = page.getByRole('region', { name: 'My lease' });
  await expect(summary.getByText(balance).first()).toBeVisible();

  await summary.getByRole('link', { name: 'View my lease' }).click();
  await expect(page).toHaveURL(/\/portal\/lease$/);
  await expect(page.getByTestId('balance-due')).toHaveText(balance);
  const open = page.getByRole('list', { name: 'Open charges' });
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await expect(open).toContainText(/INV-\d{4}-\d{6}/);
  await expect(page.getByText('1420 Brickell Bay Drive, Unit 9E')).toBeVisible();

  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row', { name: /Late fee/ }).first()).toBeVisible();
  await expect(
    ledger
      .getByRole('row', { name: /PAY-\d{4}-\d{6}/ })
      .filter({ hasText: 'Payment by bank transfer' }),
  ).not.toHaveCount(0);
  // Something is due, so the page offers to pay it.
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pay');

  await page.getByRole('link', { name: 'Request a renewal' }).click();
  await expect(page).toHaveURL(/\/renewal\?/);
  await expect(page.getByLabel('Building or street address')).toHaveValue('Brickell Bay Tower 9E');
});

test('the lease page reads in Spanish', async ({ page }) => {
  await signInToPortal(page, RESIDENT.email, RESIDENT.name);
  await page.goto('/es/portal/lease');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi contrato' })).toBeVisible();
  await expect(page.getByText('Saldo pendiente')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Estado de cuenta' })).toContainText(
    'Pago por transferencia bancaria',
  );
  await expect(page.getByRole('link', { name: 'Solicitar una renovación' })).toBeVisible();
});
