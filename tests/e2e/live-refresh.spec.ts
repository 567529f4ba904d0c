import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/auth';
import { fillContact, sendAndReadReference, useOwnAddress } from './support/lead-forms';

test('a lead sent from another browser appears in the open leads inbox without a reload', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/leads');
  const inbox = page.getByRole('list', { name: 'Leads' });
  await expect(inbox.getByRole('listitem').first()).toBeVisible();
  let reloaded = false;
  page.on('load', () => (reloaded = true));

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await useOwnAddress(visitor);
  await visitor.goto('/referral');
  await fillContact(visitor, {
    name: 'Nadia Live',
    email: 'nadia.live@example.org',
    phone: '+1 (305) 555-0142',
  });
  await visitor.getByLabel("Owner's full name").fill('Henry Caldwell');
  await visitor.getByLabel("Owner's e-mail").fill('henry.caldwell@example.org');
  await visitor.getByRole('radio', { name: 'Neighbor' }).check();
  await visitor.getByLabel('Street address').fill('455 Gulf Shore Blvd N');
  await visitor.getByLabel('City').selectOption({ label: 'Naples' });
  await visitor.getByLabel('Property type').selectOption({ label: 'Waterfront villa' });
  await visitor.getByLabel(/The owner has agreed/).check();
  const reference = await sendAndReadReference(visitor, 'Send referral', 'REF');
  await visitorContext.close();

  await expect(inbox.getByText(reference, { exact: true })).toBeVisible();
  expect(reloaded).toBe(false);
});
