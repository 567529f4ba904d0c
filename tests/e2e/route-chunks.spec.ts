import { expect, test } from '@playwright/test';

// Route chunks load lazily: a page fetches only its own chunk, never the others while idle, and a
// link's page starts loading when the link is hovered, so the click itself waits for nothing.
test('a page loads only its own chunk; hovering a link loads that page’s', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const signInChunk = (path: string) => /\/assets\/sign-in-page-[\w-]+\.js$/.test(path);
  await page.goto('/storm', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Idle for a while: nothing else is fetched ahead (it used to fetch every route's chunk).
  await page.waitForTimeout(4000);
  expect(requested.filter(signInChunk)).toEqual([]);
  expect(requested.some((path) => /\/assets\/portal-routes-[\w-]+\.js$/.test(path))).toBe(false);

  const signIn = page.getByRole('link', { name: /sign in/i }).first();
  await signIn.hover();
  await expect.poll(() => requested.some(signInChunk)).toBe(true);
  const before = requested.length;
  await signIn.click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(requested.slice(before).filter(signInChunk)).toEqual([]);
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

test('a reader who scrolled before the page was taken over stays where they are', async ({
  page,
}) => {
  // The app's script is held back until the reader has scrolled the server-drawn page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/managed', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  release();
  // Taken over: the page's controls are no longer held disabled.
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});
