import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, signInToPortal } from './support/auth';

/** WCAG 2 A/AA checks of the shell's own screens (contrast, labels, landmarks, names). */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('sign-in, password, error pages pass axe', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/forgot-password?token=' + 'x'.repeat(43));
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/portal/unauthorized');
  await expect(page.getByRole('link', { name: 'Contact Support', exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/a/b/c');
  await expect(page.getByRole('link', { name: 'Go Home', exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('the dashboard passes axe', async ({ page }) => {
  await signIn(page, DEMO_USERS.user.email);
  await expect(page.getByRole('heading', { name: 'Your requests' })).toBeVisible();
  await expectNoViolations(page);
});

test('the admin portal home and admin panel pass axe', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/admin_panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await expectNoViolations(page);
});
