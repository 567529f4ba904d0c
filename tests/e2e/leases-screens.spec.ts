import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/auth';

// The leases screens at the product's breakpoints: no sideways scrolling, and a screenshot to look at.
const WIDTHS = [375, 768, 1280] as const;
const SHOTS = '.tmp/shots-leases';

async function check(page: Page, name: string, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test(`leases list, a lease and its end form at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(/\/portal$/);
    await page.goto('/admin_panel/leases');
    await expect(page.getByText(/\d+ leases/)).toBeVisible();
    await check(page, 'list', width);
    if (width < 1024) {
      // Cards have no headers to sort by: the menu sorts them, into the address.
      await page.getByLabel('Sort by').selectOption({ label: 'Rent, ascending' });
      await expect(page).toHaveURL(/sort=rent/);
      await expect(page).toHaveURL(/dir=asc/);
    }

    await page.goto('/admin_panel/leases?q=Priya');
    await page
      .getByRole('link', { name: /Bayshore Villas/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Bayshore Villas/ })).toBeVisible();
    await check(page, 'lease', width);

    await page.getByRole('button', { name: 'End lease' }).click();
    await page.getByRole('button', { name: 'Add a deduction' }).click();
    await check(page, 'end-form', width);
  });
}
