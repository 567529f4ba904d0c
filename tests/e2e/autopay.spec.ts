import { expect, test } from '@playwright/test';
import { signInToPortal } from './support/auth';

// Diego Ferrer, not resident@example.com: other journeys read Sofia's lease, and this one changes
// what is saved and enrolled. Enrolling charges nothing at once (only on a due day after today).
const DIEGO = { email: 'diego.ferrer@example.com', name: 'Diego Ferrer' };

test('a resident saves a card, turns autopay on, sees it on and turns it off', async ({ page }) => {
  // A full page load re-reads the session: slow on a busy machine, so the journey allows for one.
  test.setTimeout(180_000);
  await signInToPortal(page, DIEGO.email, DIEGO.name);
  await page
    .getByRole('region', { name: 'My lease' })
    .getByRole('link', { name: 'View my lease' })
    .click();
  await expect(page).toHaveURL(/\/portal\/lease$/);
  const panel = page.getByTestId('autopay-panel');
  await expect(panel.getByRole('heading', { name: 'Autopay' })).toBeVisible();
  await expect(panel.getByTestId('autopay-status')).toHaveText('Off');

  await panel.getByRole('button', { name: 'Add a card or bank account' }).click();
  const form = panel.getByRole('form', { name: 'Add a payment method' });
  const number = form.getByLabel('Card number');

  // An empty form names every field at once, before anything is sent.
  await form.getByRole('button', { name: 'Save method' }).click();
  await expect(number).toHaveAccessibleDescription(/Enter the card number/);
  await expect(form.getByLabel('Exp. month')).toHaveAccessibleDescription(
    /Enter a month of 1 to 12/,
  );
  await expect(form.getByLabel('Exp. year')).toHaveAccessibleDescription(/Enter the 4-digit year/);
  await expect(form.getByLabel('Security code')).toHaveAccessibleDescription(
    /Enter the 3 or 4 digits of the security code/,
  );

  // A declined card is refused when it is saved, next to its number, and nothing is kept.
  await number.fill('4000 0000 0000 0002');
  await form.getByLabel('Exp. month').fill('12');
  await form.getByLabel('Exp. year').fill('2099');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save method' }).click();
  await expect(form.getByText('Your card was declined.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByTestId('saved-method')).toHaveCount(0);

  // A bad expiry month is named on its own field before anything is sent.
  await number.fill('4242 4242 4242 4242');
  await form.getByLabel('Exp. month').fill('13');
  await form.getByRole('button', { name: 'Save method' }).click();
  await expect(form.getByText('Enter a month of 1 to 12')).toBeVisible();

  await form.getByLabel('Exp. month').fill('12');
  await form.getByRole('button', { name: 'Save method' }).click();
  await expect(form).toBeHidden();
  const saved = panel.getByTestId('saved-method').filter({ hasText: 'VISA ending in 4242' });
  await expect(saved).toHaveCount(1);

  await panel.getByLabel('Pay with').selectOption({ label: 'VISA ending in 4242' });
  await panel.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(panel.getByTestId('autopay-status')).toHaveText('On');
  await expect(panel.getByTestId('autopay-summary')).toContainText('the full balance due then');
  await expect(panel.getByTestId('autopay-summary')).toContainText('VISA ending in 4242');
  // The method autopay uses cannot be removed until autopay is off.
  await expect(saved.getByText('Turn autopay off to remove it')).toBeVisible();
  await expect(saved.getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // Still on after a reload: it is the server's state, not the page's.
  await page.reload();
  await expect(panel.getByTestId('autopay-status')).toHaveText('On', { timeout: 60_000 });

  await panel.getByRole('button', { name: 'Turn off autopay' }).click();
  await expect(panel.getByTestId('autopay-status')).toHaveText('Off');
  await saved.getByRole('button', { name: 'Remove VISA ending in 4242' }).click();
  await expect(saved).toHaveCount(0);
});
