import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn, signInToPortal } from './support/auth';

const PORTAL_ROLES = ['admin', 'landlord', 'resident', 'sb', 'mt'] as const;
// People read role names; the codes stay in tokens and the API.
const ROLE_NAMES = {
  admin: 'Administrator',
  landlord: 'Landlord',
  resident: 'Resident',
  sb: 'Sales broker',
  mt: 'Maintenance technician',
} as const;

test.describe('sign-in and the portal guard', () => {
  for (const role of PORTAL_ROLES) {
    test(`${role} signs in and reaches the portal with their name`, async ({ page }) => {
      const { email, name } = DEMO_USERS[role];
      await signInToPortal(page, email, name);
      await expect(
        page.getByLabel(`Your role: ${ROLE_NAMES[role]}`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Portal sections' })).toBeVisible();
    });
  }

  test('a signed-out visitor is sent to /auth and returned to the deep path after signing in', async ({
    page,
  }) => {
    await page.goto('/portal/some/deep/path');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, DEMO_USERS.landlord.email);
    await expect(page).toHaveURL(/\/portal\/some\/deep\/path$/);
    // An unknown portal path is the not-found page inside the portal frame.
    await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Portal sections' })).toBeVisible();
  });

  test('role user is refused by the portal and ends at /auth again', async ({ page }) => {
    await page.goto('/portal/some/deep/path');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, DEMO_USERS.user.email);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByText(
        /You are signed in as user@example\.com, and that account cannot open \/portal\/some\/deep\/path/,
      ),
    ).toBeVisible();
    // The account itself is fine: its dashboard shows it.
    await page.getByRole('link', { name: 'Go to my account instead' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_USERS.user.name })).toBeVisible();
    await expect(page.getByText('user@example.com')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your requests' })).toBeVisible();
  });

  test('role user signs in to the dashboard, and /portal sends them back to /auth', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.user.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('link', { name: 'Go to my account instead' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the account menu switches the portal to Spanish and back, on the same page', async ({
    page,
  }) => {
    await signInToPortal(page, DEMO_USERS.resident.email, DEMO_USERS.resident.name);
    await page.goto('/portal/lease');
    await page
      .getByRole('button', { name: `Account menu for ${DEMO_USERS.resident.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/portal\/lease$/);
    await page.goto('/es/portal');
    await expect(page.getByText('Qué bueno verte de nuevo')).toBeVisible();
    await page
      .getByRole('button', { name: `Menú de la cuenta de ${DEMO_USERS.resident.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/portal$/);
    await expect(page.getByText('Welcome back')).toBeVisible();
  });

  test('a signed-in portal user opening /auth is sent on', async ({ page }) => {
    await signInToPortal(page, DEMO_USERS.sb.email, DEMO_USERS.sb.name);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/portal$/);
    // The user menu signs out, and the portal is closed again.
    await page.getByRole('button', { name: `Account menu for ${DEMO_USERS.sb.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('the blocked account is refused with a visible message', async ({ page }) => {
    await signIn(page, DEMO_USERS.blocked.email);
    await expect(page.getByRole('alert')).toContainText('This account is blocked');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a wrong password and an invalid e-mail are explained', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email, 'not-the-password-1');
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct.');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  });

  test('too many attempts says when to retry, from Retry-After', async ({ page }) => {
    // The limiter itself is covered by the API tests; here the page must read its answer.
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '600' },
        body: JSON.stringify({
          error: 'rate_limited',
          message: 'Too many failed sign-in attempts.',
        }),
      }),
    );
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page.getByRole('alert')).toContainText(
      /Too many failed attempts\. Try again in 10 minutes, at \d{1,2}:\d{2}/,
    );
  });

  test('offline when the validation code or the server is needed: told, and nothing is lost', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByLabel('Email')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // The validation's code (zod with it) comes when the visitor moves into the form.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not reach our server. Check your connection and try again.',
    );
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USERS.admin.email);

    await page.unroute(/\/assets\/.+\.js$/);
    await page.route('**/api/auth/sign-in', (route) => route.abort());
    const refused = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/api/auth/sign-in'),
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await refused;
    await expect(page.getByRole('alert')).toHaveText(
      'We could not reach our server. Check your connection and try again.',
    );

    await page.unroute('**/api/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/portal/);
  });

  test('the sign-in page links to the password reset', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes first; the sign-in form (also with an Email field) stays until the page loads.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for nobody@example.com',
    );
  });

  test('an expired or spent reset link offers a new one', async ({ page }) => {
    await page.goto('/forgot-password?token=' + 'x'.repeat(43));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('other');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Use at least 10 characters')).toBeVisible();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Fresh-password-42');
    await page.getByLabel('Confirm new password').fill('Fresh-password-42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link has expired');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
