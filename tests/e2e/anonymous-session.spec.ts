import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signInToPortal } from './support/auth';

/** Every failed request and every console error or 401 a page produces. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('401')) {
      failures.push(`console: ${message.text()}`);
    }
  });
  return failures;
}

test.describe('a visitor without a session', () => {
  for (const path of ['/', '/storm']) {
    test(`${path} makes no refresh request and logs no 401`, async ({ page }) => {
      const failures = watchFailures(page);
      const refreshes: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/auth/refresh')) refreshes.push(req.url());
      });
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(refreshes).toEqual([]);
      expect(failures).toEqual([]);
    });
  }
});

test('a signed-in reload keeps the session, and signing out leaves nothing to refresh', async ({
  page,
}) => {
  const { email, name } = DEMO_USERS.landlord;
  await signInToPortal(page, email, name);
  await page.reload();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.context().clearCookies({ name: 'blu_refresh' });
  // Signed out for good elsewhere: the refresh is refused once and not retried.
  const refreshes: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/auth/refresh')) refreshes.push(res.status());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(refreshes).toEqual([401]);
  const failures = watchFailures(page);
  await page.goto('/storm');
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});
