import { expect, test } from '@playwright/test';
import { removeTeamMembers } from './support/admin-state';
import { DEMO_USERS, signInToPortal } from './support/auth';

// Other journeys share this server: this one adds and removes its own person and never saves
// an office (the signature generator's journey reads the Naples address).

test('an admin adds a team member, sees them on /blu-world, edits and removes them', async ({
  page,
  request,
}) => {
  await removeTeamMembers(request, 'Valeria Montes'); // left by an attempt that failed half-way
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  await expect(page).toHaveURL(/\/portal\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Team members' });
  await expect(members.getByRole('listitem').filter({ hasText: 'Camila Duarte' })).toContainText(
    'English · Español · Português',
  );

  await page.getByRole('button', { name: 'Add a team member' }).click();
  const form = page.getByRole('region', { name: 'Add a team member' });
  await expect(form.getByLabel('Full name')).toBeFocused();
  await form.getByRole('button', { name: 'Add to the team' }).click();
  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Enter the full name');
  await expect(form.getByLabel('Job title (English)')).toHaveAccessibleDescription(
    'Enter the job title in English',
  );
  // The hint stays; the reason follows it.
  const languagesHint =
    'Separated by commas, as visitors should read them: English, Español, Português.';
  await expect(form.getByLabel('Languages')).toHaveAccessibleDescription(
    `${languagesHint} Add at least one language`,
  );

  await form.getByLabel('Full name').fill('Valeria Montes');
  await form.getByLabel('Office').selectOption({ label: 'Key West' });
  await form.getByLabel('Job title (English)').fill('Charter and Marina Liaison');
  await form.getByLabel('Job title (Spanish)').fill('Enlace de marinas y chárteres');
  await form
    .getByLabel('Bio (English)')
    .fill('Valeria books slips at the Key West marinas for owners who arrive by boat.');
  await form.getByLabel('Languages').fill('English, Español, English');
  await form.getByRole('button', { name: 'Add to the team' }).click();
  await expect(form.getByLabel('Languages')).toHaveAccessibleDescription(
    `${languagesHint} List each language once`,
  );
  await form.getByLabel('Languages').fill('English, Español');
  await form.getByRole('button', { name: 'Add to the team' }).click();
  await expect(page.getByText('Valeria Montes was added to the team page.')).toBeVisible();
  const row = members.getByRole('listitem').filter({ hasText: 'Valeria Montes' });
  await expect(row).toContainText('Charter and Marina Liaison');
  await expect(row).toContainText('Key West');
  await expect(row).toContainText('English · Español');

  await page.goto('/blu-world');
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Valeria Montes' }),
  });
  await expect(card).toContainText('Charter and Marina Liaison');
  await expect(card).toContainText('Key West');

  await page.goto('/portal/team');
  await page.getByRole('button', { name: 'Edit Valeria Montes' }).click();
  const editor = page.getByRole('region', { name: 'Edit Valeria Montes' });
  await expect(editor.getByLabel('Full name')).toHaveValue('Valeria Montes');
  await expect(editor.getByLabel('Office')).toHaveValue(/.+/);
  await editor.getByLabel('Job title (English)').fill('Marina Liaison, Florida Keys');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes to Valeria Montes saved.')).toBeVisible();
  await expect(row).toContainText('Marina Liaison, Florida Keys');

  await page.getByRole('button', { name: 'Delete Valeria Montes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this team member?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Delete Valeria Montes' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Valeria Montes was removed from the team page.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/blu-world');
  await expect(page.getByRole('heading', { name: 'Camila Duarte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valeria Montes' })).toHaveCount(0);
});

test('an invalid office e-mail is refused next to the field', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/portal/team');
  const office = page.getByRole('form', { name: 'Key West office' });
  await expect(office.getByLabel('E-mail')).toHaveValue('keywest@blu.example');
  await office.getByLabel('E-mail').fill('keywest-at-blu');
  await office.getByLabel('Phone').fill('');
  await office.getByRole('button', { name: 'Save office' }).click();
  await expect(office.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(office.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Enter a valid e-mail address',
  );
  await expect(office.getByLabel('Phone')).toHaveAccessibleDescription('Enter the phone number');
  // The other offices are untouched.
  await expect(
    page.getByRole('form', { name: 'Naples office' }).getByLabel('E-mail'),
  ).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/blu-world');
  await expect(page.getByRole('link', { name: 'keywest@blu.example' })).toBeVisible();
});

test('a landlord gets Access Denied at /portal/team', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.landlord.email, DEMO_USERS.landlord.name);
  await expect(
    page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: 'Team', exact: true }),
  ).toHaveCount(0);
  await page.goto('/portal/team');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
