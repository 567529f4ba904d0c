import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-password-1';

/** The demo accounts the seed creates (src/server/db/seed/demo-users.ts). */
export const DEMO_USERS = {
  admin: { email: 'admin@example.com', name: 'Alicia Reyes' },
  landlord: { email: 'landlord@example.com', name: 'Martin Kessler' },
  resident: { email: 'resident@example.com', name: 'Sofia Delgado' },
  sb: { email: 'sb@example.com', name: 'Daniel Ortiz' },
  mt: { email: 'mt@example.com', name: 'Luis Herrera' },
  user: { email: 'user@example.com', name: 'Emma Walsh' },
  blocked: { email: 'blocked@example.com', name: 'Victor Lane' },
} as const;

/**
 * Signs in through the /auth form, as a person would. When the page is already at /auth (a guard
 * sent it there) the form is used in place, so the remembered return path is kept. Resolves once
 * the server has answered the sign-in; callers assert where the page ends up.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/auth') await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in')),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

/** Signs in and waits for the portal home of that account. */
export async function signInToPortal(page: Page, email: string, name: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** An access token straight from the API, for set-up and for checks a page cannot make. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
