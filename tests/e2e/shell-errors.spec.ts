import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signInToPortal } from './support/auth';

const DENIED_TEXT =
  "You don't have permission to access this page. Please contact your administrator or sign in with proper credentials.";
const NOT_FOUND_TEXT =
  "We're sorry, the page you requested could not be found please go back to the home page.";

async function expectAccessDenied(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(DENIED_TEXT)).toBeVisible();
  await expect(page.getByText('Error Code 401')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support', exact: true })).toHaveAttribute(
    'href',
    'mailto:support@blu.example',
  );
}

test.describe('Access Denied', () => {
  test('at /portal/unauthorized: texts and its three buttons', async ({ page }) => {
    await page.goto('/404');
    await page.goto('/portal/unauthorized');
    await expectAccessDenied(page);

    await page.getByRole('button', { name: 'Go Back', exact: true }).click();
    await expect(page).toHaveURL(/\/404$/);

    await page.goForward();
    await expect(page).toHaveURL(/\/portal\/unauthorized$/);
    await page.getByRole('link', { name: 'Home Page', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at /admin_panel for a non-admin', async ({ page }) => {
    await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
    await page.goto('/admin_panel');
    await expect(page).toHaveURL(/\/admin_panel$/);
    await expectAccessDenied(page);
    // An admin-only portal section is refused inside the portal frame too.
    await page.goto('/portal/users');
    await expectAccessDenied(page);
    await expect(page.getByRole('navigation', { name: 'Portal sections' })).toBeVisible();
  });

  test('/admin_panel sends a signed-out visitor to sign in and back', async ({ page }) => {
    await page.goto('/admin_panel');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin_panel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    await page.getByRole('link', { name: /User management/ }).click();
    await expect(page).toHaveURL(/\/portal\/users$/);
    await expect(page.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
  });
});

test.describe('not found', () => {
  for (const path of ['/404', '/unknown-single-segment', '/a/b/c']) {
    test(`${path} shows the not-found page with a 404 status`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not Found' })).toBeVisible();
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await page.getByRole('link', { name: 'Go Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
