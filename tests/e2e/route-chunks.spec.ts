import { expect, test } from '@playwright/test';

// Route chunks load lazily: the first render fetches only the page it shows, and the rest are
// fetched once the browser is idle, so the next navigation needs no network round trip.
test('other route chunks are preloaded after the first render', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/storm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => requested.some((path) => /\/assets\/sign-in-page-[\w-]+\.js$/.test(path)), {
      timeout: 20_000,
    })
    .toBe(true);
  const before = requested.length;
  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const fetchedOnNavigation = requested.slice(before).filter((p) => p.endsWith('.js'));
  expect(fetchedOnNavigation.filter((p) => p.includes('sign-in-page'))).toEqual([]);
});

test('a page scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/managed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page
    .getByRole('contentinfo')
    .getByRole('link')
    .filter({ hasText: /storm/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/storm$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
