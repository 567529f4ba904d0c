import { expect, test } from '@playwright/test';
import { DEMO_USERS, signInToPortal } from './support/auth';

// The shared schemas word their messages in English; Spanish readers see them in Spanish.

test('a Spanish visitor who sends the sign-in form empty is answered in Spanish', async ({
  page,
}) => {
  await page.goto('/es/auth');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Escribe tu correo electrónico',
  );
  await expect(page.getByLabel('Contraseña')).toHaveAccessibleDescription('Escribe tu contraseña');
  await expect(page.getByText('Enter your e-mail address')).toHaveCount(0);
});

test('an admin reading the portal in Spanish gets the plan editor’s errors in Spanish', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.admin.email, DEMO_USERS.admin.name);
  await page.goto('/es/portal/plans');
  await page.getByRole('button', { name: 'Editar Signature' }).click();
  const name = page.getByLabel('Nombre del plan');
  await expect(name).toBeFocused();
  await name.fill('');
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  // The hint stays; the reason follows it.
  await expect(name).toHaveAccessibleDescription(
    'Es el título de la tarjeta y de la columna del plan. Escribe el nombre del plan',
  );
  await expect(name).toBeFocused();
});
