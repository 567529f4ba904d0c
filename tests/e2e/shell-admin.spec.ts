import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_USERS, signIn, signInToPortal } from './support/auth';

/** The set-password link e-mailed to `email`, read from the outbox as an admin. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request, DEMO_USERS.admin.email);
  let link: string | undefined;
  await expect(async () => {
    const res = await request.get('/api/admin/outbox?pageSize=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: Array<{ to: string; text: string }> };
    const mail = items.find((m) => m.to === email);
    link = mail?.text.match(/https?:\/\/\S+\/forgot-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  return new URL(link!).pathname + new URL(link!).search;
}

async function createUserInUi(page: Page, name: string, email: string) {
  const form = page.getByRole('region', { name: 'Add a user' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`${email} was added and e-mailed a link`)).toBeVisible();
}

test.describe('admin user management', () => {
  test('a duplicate e-mail is refused at the e-mail field', async ({ page }) => {
    await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
    const form = page.getByRole('region', { name: 'Add a user' });
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('Enter the full name')).toBeVisible();
    await form.getByLabel('Full name').fill('Someone Else');
    await form.getByLabel('Email').fill(DEMO_USERS.resident.email);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('An account with this e-mail already exists')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toBeFocused();
  });

  test('search finds a user by name', async ({ page }) => {
    await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
    const users = page.getByRole('region', { name: 'Users and roles' });
    await users.getByLabel('Search users').fill('Kessler');
    await users.getByRole('button', { name: 'Search' }).click();
    const list = users.getByRole('list', { name: 'Users' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('landlord@example.com');
    await users.getByLabel('Search users').fill('no-such-person-zz');
    await users.getByRole('button', { name: 'Search' }).click();
    await expect(users.getByText('No users match this search.')).toBeVisible();
  });

  test('blocking a signed-in user ends their session at once', async ({ browser, request }) => {
    const stamp = Date.now();
    const email = `block-me-${stamp}@example.com`;
    const name = `Block Me ${stamp}`;
    const password = 'Harbor-lights-2024';

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInToPortal(admin, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
    await createUserInUi(admin, name, email);

    // Give the new account a portal role from its row, so it signs in to /portal.
    const users = admin.getByRole('region', { name: 'Users and roles' });
    await users.getByLabel('Search users').fill(email);
    await users.getByRole('button', { name: 'Search' }).click();
    await users.getByLabel(`Role for ${name}`).selectOption('resident');
    await expect(admin.getByText(`${name} is now resident.`)).toBeVisible();

    // The person sets a password from the invitation and signs in, in their own browser.
    const userContext = await browser.newContext();
    const person = await userContext.newPage();
    await person.goto(await invitationLink(request, email));
    await person.getByLabel('New password', { exact: true }).fill(password);
    await person.getByLabel('Confirm new password').fill(password);
    await person.getByRole('button', { name: 'Set new password' }).click();
    await expect(person.getByRole('status')).toContainText('Your password has been changed');
    await signIn(person, email, password);
    await expect(person).toHaveURL(/\/portal$/);
    await expect(person.getByRole('heading', { level: 1, name })).toBeVisible();
    const oldToken = await apiToken(request, email, password);

    await users.getByRole('button', { name: `Block ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Block ${name}?` });
    await dialog.getByRole('button', { name: 'Block account' }).click();
    await expect(dialog).toBeHidden();
    await expect(users.getByRole('list', { name: 'Users' })).toContainText('Blocked');

    // No reload: the live connection is closed and the page goes to sign-in with the reason.
    await expect(person).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await expect(person.getByRole('alert')).toContainText(/blocked/i);
    const me = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect([401, 403]).toContain(me.status());

    // The audit log records both changes.
    const audit = admin.getByRole('region', { name: 'Audit log' });
    await expect(audit).toContainText(email);
    await adminContext.close();
    await userContext.close();
  });
});

test('the portal loader names the role while the roles are checked', async ({ page }) => {
  await page.route('**/api/roles-for-super-admin', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await signIn(page, DEMO_USERS.landlord.email);
  await expect(page.getByTestId('loader-message')).toHaveText('Getting your properties ready');
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO_USERS.landlord.name }),
  ).toBeVisible();
});

/** The amber banner; the audit log may also mention "viewing as resident". */
const banner = (page: Page) =>
  page
    .getByRole('region', { name: 'Role preview' })
    .getByText('Viewing as Resident', { exact: true });

test('impersonation: View as resident shows the banner in every tab, Stop ends it in both', async ({
  page,
  context,
}) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.getByLabel('Role to view as').selectOption('resident');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByLabel('Your role: resident')).toBeVisible();
  // The admin's own controls give way to what a resident sees.
  await expect(page.getByRole('region', { name: 'Users and roles' })).toHaveCount(0);

  const second = await context.newPage();
  await second.goto('/portal');
  await expect(banner(second)).toBeVisible();

  await second.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(banner(second)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Users and roles' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonatedRole'))).toBeNull();
});
