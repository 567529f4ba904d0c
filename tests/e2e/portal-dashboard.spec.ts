import { formatMoney } from '../../src/shared/money';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO_USERS, signInToPortal } from './support/auth';

// The portal home's figures and charts: a landlord's own portfolio, the admin's company-wide
// figures opening the filtered leases list, and the error state's retry. Figures are read from
// the API first: other journeys record payments and leases on the same demo database.

interface Dashboard {
  today: string;
  occupancy: { units: number; occupied: number };
  months: { period: string; dueCents: number; collectedCents: number }[];
  delinquentLeases: number;
  endingWithin60: number;
  pipeline: { newApplications: number; newLeads: number } | null;
}

async function dashboardOf(request: APIRequestContext, token: string): Promise<Dashboard> {
  const res = await request.get('/api/dashboard', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Dashboard;
}

test("a landlord's home shows their figures and the income chart with its table", async ({
  page,
  request,
}) => {
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  const figures = page.getByRole('region', { name: 'Your portfolio' });
  await expect(figures.getByText('Occupancy', { exact: true })).toBeVisible();
  // Admin-only figures stay away from a landlord.
  await expect(figures.getByText('New rental applications')).toHaveCount(0);
  await expect(figures.getByText('Overdue work orders')).toHaveCount(0);
  // Repairs waiting for this owner's answer lead to the work orders, approvals first.
  await expect(figures.getByRole('link', { name: /Awaiting your approval/ })).toHaveAttribute(
    'href',
    '/portal/work-orders',
  );

  const chart = figures.getByTestId('income-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(figures.getByTestId('occupancy-chart').locator('svg').first()).toBeVisible();

  // The figures agree with the API; another journey may move them between the two reads, so
  // a mismatch is retried with a fresh page.
  const token = await apiToken(request, DEMO_USERS.landlord.email);
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const data = await dashboardOf(request, token);
    const month = data.months.at(-1)!;
    const delinquent = figures.getByRole('link', { name: /Delinquent leases/ });
    await expect(delinquent).toContainText(String(data.delinquentLeases), { timeout: 5_000 });
    await expect(delinquent).toHaveAttribute('href', '/portal/leases?delinquent=true');
    await expect(figures.getByRole('link', { name: /Collected in/ })).toContainText(
      formatMoney(month.collectedCents),
    );
    // The chart's text alternative: one row per month, the current one with its figures.
    const table = figures.getByRole('table', {
      name: 'Due and collected by month, last 12 months',
    });
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(table.locator('tbody tr').last()).toContainText(formatMoney(month.dueCents));
  }).toPass({ timeout: 45_000 });
});

test('an admin sees the company figures and a figure opens the filtered leases list', async ({
  page,
  request,
}) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  const figures = page.getByRole('region', { name: 'The company at a glance' });
  await expect(figures.getByRole('link', { name: /New rental applications/ })).toHaveAttribute(
    'href',
    '/portal/applications',
  );
  await expect(figures.getByRole('link', { name: /New leads/ })).toHaveAttribute(
    'href',
    '/portal/leads',
  );
  await expect(figures.getByRole('link', { name: /Overdue work orders/ })).toHaveAttribute(
    'href',
    '/portal/work-orders?overdue=true',
  );
  await expect(
    figures.getByTestId('income-chart').locator('svg.recharts-surface').first(),
  ).toBeVisible();
  // The admin's own panels are still on the home, below the figures.
  await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();

  await figures.getByRole('link', { name: /Delinquent leases/ }).click();
  await expect(page).toHaveURL(/\/admin_panel\/leases\?delinquent=true$/);
  await expect(page.getByLabel('Delinquent only')).toBeChecked();
  const table = page.getByRole('table', { name: 'Leases' });
  await expect(table.getByText('Priya Raman')).toBeVisible();
  const data = await dashboardOf(request, await apiToken(request, DEMO_USERS.admin.email));
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(data.delinquentLeases, 25));

  await page.goBack();
  await figures.getByRole('link', { name: /Leases ending within 60 days/ }).click();
  await expect(page).toHaveURL(/\/admin_panel\/leases\?endingWithin=60/);
  await expect(page.getByLabel('Ending')).toHaveValue('60');
});

test('when the figures fail to load, the home says so and a retry brings them', async ({
  page,
}) => {
  // Every request fails (the client's own retries included) until the reader asks again.
  let failing = true;
  await page.route('**/api/dashboard', async (route) => {
    if (failing) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unavailable', message: 'Try again in a moment.' }),
      });
    } else await route.continue();
  });
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  const figures = page.getByRole('region', { name: 'Your portfolio' });
  await expect(figures.getByText("We couldn't load the figures.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(figures.getByRole('link', { name: /Delinquent leases/ })).toHaveCount(0);
  failing = false;
  await figures.getByRole('button', { name: 'Try again' }).click();
  await expect(figures.getByRole('link', { name: /Delinquent leases/ })).toBeVisible();
});
