import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO_USERS, signIn, signInToPortal } from './support/auth';

const WIDTHS = [375, 768, 1280] as const;
const SHOTS = process.env.SHELL_SHOTS_DIR;

/** No horizontal scrolling, and (when asked for) a screenshot to look at. */
async function check(page: Page, name: string, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  if (!SHOTS) return;
  // In slices a person can read: a full 375px page shrinks to nothing in an image viewer.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1200, part++) {
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}-${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1200, height - y) },
    });
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public shell pages fit', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await check(page, 'sign-in', width);
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
      await check(page, 'forgot-password', width);
      await page.goto('/portal/unauthorized');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await check(page, 'access-denied', width);
      await page.goto('/a/b/c');
      await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
      await check(page, 'not-found', width);
    });

    test('the dashboard of role user fits', async ({ page }) => {
      await signIn(page, DEMO_USERS.user.email);
      await expect(page.getByRole('heading', { name: 'Your requests' })).toBeVisible();
      await check(page, 'dashboard', width);
    });

    test('the admin portal fits, with its menu below 768px', async ({ page, request }) => {
      // The home's audit log then holds an address with no place to break, as real ones do.
      const token = await apiToken(request, DEMO_USERS.admin.email);
      const created = await request.post('/api/admin/users', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          name: `Long Address ${width}`,
          email: `maintenance-coordinator-fort-lauderdale-${width}-${Date.now()}@example.com`,
          role: 'user',
        },
      });
      expect(created.status()).toBe(201);
      await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
      await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
      await check(page, 'portal-admin', width);
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog');
        await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/portal-menu-${width}.png` });
        await menu.getByRole('link', { name: 'Audit log' }).click();
        await expect(menu).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Portal sections' })
          .getByRole('link', { name: 'Audit log' })
          .click();
      }
      await expect(page).toHaveURL(/\/portal\/audit$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await page.goto('/admin_panel');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
      await check(page, 'admin-panel', width);
    });

    test('a resident portal home fits', async ({ page }) => {
      await signInToPortal(page, DEMO_USERS.resident.email, DEMO_USERS.resident.name);
      await check(page, 'portal-resident', width);
    });
  });
}
