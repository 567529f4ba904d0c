import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signInToPortal } from './support/auth';

/** The number in the bell's label ("Notifications, 3 unread"; plain "Notifications" is 0). */
async function unreadOnBell(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications(, \d+ unread)?$/ })
    .getAttribute('aria-label');
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}

const portalList = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications', exact: true });

async function sendFromAdminForm(
  page: Page,
  message: { title: string; body: string; link?: string },
  target: { role?: string; email?: string },
) {
  const form = page.getByRole('region', { name: 'Send a notification' });
  await form.getByLabel('Title').fill(message.title);
  await form.getByLabel('Message').fill(message.body);
  if (message.link) await form.getByLabel('Link (optional)').fill(message.link);
  if (target.role) {
    await form.getByRole('radio', { name: 'Everyone with a role' }).check();
    await form.getByLabel('Role', { exact: true }).selectOption(target.role);
  } else if (target.email) {
    await form.getByRole('radio', { name: 'One person' }).check();
    await form.getByLabel('Their e-mail').fill(target.email);
  }
  await form.getByRole('button', { name: 'Send notification' }).click();
  return form;
}

test.describe('live notifications', () => {
  test('a resident sees an admin’s message arrive live, then dismisses it for good', async ({
    browser,
  }) => {
    const residentContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const resident = await residentContext.newPage();
    const admin = await adminContext.newPage();
    try {
      await signInToPortal(resident, DEMO_USERS.resident.email, DEMO_USERS.resident.name);
      await expect(
        portalList(resident).getByRole('status', { name: 'Loading notifications' }),
      ).toHaveCount(0);
      const before = await unreadOnBell(resident);
      const items = portalList(resident).getByRole('listitem');
      const newestBefore = await items.first().textContent();

      await signInToPortal(admin, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
      const title = `Pool deck closed ${Date.now()}`;
      await sendFromAdminForm(
        admin,
        { title, body: 'Resurfacing runs until Friday at 5 pm.', link: '/storm' },
        { role: 'resident' },
      );
      await expect(admin.getByText('Notification sent.')).toBeVisible();

      // Live: above everything the resident had, as a toast, and on the bell, without a reload.
      // (Not necessarily first: another journey's news for the demo resident may land with it.)
      const arrived = items.filter({ hasText: title });
      await expect(arrived).toContainText('Resurfacing runs until Friday at 5 pm.');
      const listed = await items.allTextContents();
      expect(listed.findIndex((text) => text.includes(title))).toBeLessThan(
        listed.indexOf(newestBefore ?? ''),
      );
      await expect(resident.getByRole('alert').filter({ hasText: title })).toBeVisible();
      await expect.poll(() => unreadOnBell(resident)).toBeGreaterThan(before);

      // The bell's panel lists it too.
      await resident.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const panel = resident.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByRole('listitem').filter({ hasText: title })).toBeVisible();
      await resident.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);

      await arrived.getByRole('button', { name: 'Dismiss' }).click();
      await expect(portalList(resident).getByText(title)).toHaveCount(0);

      await resident.reload();
      await expect(portalList(resident)).toBeVisible();
      await expect(
        portalList(resident).getByRole('status', { name: 'Loading notifications' }),
      ).toHaveCount(0);
      await expect(portalList(resident).getByText(title)).toHaveCount(0);
    } finally {
      await residentContext.close();
      await adminContext.close();
    }
  });

  test('a message to one person by e-mail reaches them, and an unknown address is refused', async ({
    browser,
  }) => {
    const landlordContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const landlord = await landlordContext.newPage();
    const admin = await adminContext.newPage();
    try {
      await signInToPortal(landlord, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
      await signInToPortal(admin, DEMO_USERS.admin.email, DEMO_USERS.admin.name);

      const form = await sendFromAdminForm(
        admin,
        { title: 'Owner statement', body: 'Your November statement is ready.' },
        { email: 'nobody-here@example.com' },
      );
      await expect(form.getByText('No account uses this e-mail address')).toBeVisible();
      await expect(form.getByLabel('Their e-mail')).toHaveAttribute('aria-invalid', 'true');

      const title = `Owner statement ${Date.now()}`;
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Their e-mail').fill(DEMO_USERS.landlord.email);
      await form.getByRole('button', { name: 'Send notification' }).click();
      await expect(admin.getByText('Notification sent.')).toBeVisible();

      await expect(portalList(landlord).getByRole('listitem').first()).toContainText(title);
      // Sent to the landlord alone: the admin's own list does not get it.
      await expect(portalList(admin).getByText(title)).toHaveCount(0);
    } finally {
      await landlordContext.close();
      await adminContext.close();
    }
  });
});
