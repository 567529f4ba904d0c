import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/notifications.json';
import { ApiError } from '../../../lib/api-error';
import { SendNotificationForm } from './send-notification-form';
import { createTranslator } from '../../../i18n/translator';
import { ENGLISH_VALIDATION_TEXTS } from '../../../../../tests/support/validation-texts';
import { TranslationProvider } from '../../../i18n/use-translation';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../lib/session/session-context', () => ({ useSession: () => ({ api: mocks.api }) }));
vi.mock('react-toastify', () => ({ toast: { success: mocks.toastSuccess, info: vi.fn() } }));

const translator = createTranslator({
  language: 'en',
  resources: { en: { notifications: en, validation: ENGLISH_VALIDATION_TEXTS } },
});
beforeEach(() => {
  mocks.api.mockReset();
  mocks.toastSuccess.mockReset();
});
afterEach(() => vi.restoreAllMocks());

function renderForm() {
  render(
    <TranslationProvider translator={translator}>
      <SendNotificationForm />
    </TranslationProvider>,
  );
  return userEvent.setup();
}

describe('SendNotificationForm', () => {
  it('shows each error beside its field and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'One person' }));
    await user.type(screen.getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Enter a message');
    expect(screen.getByLabelText('Their e-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address',
    );
    expect(screen.getByLabelText('Link (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it('sends to a role and clears the form', async () => {
    mocks.api.mockResolvedValue({ notification: { id: 'n1' } });
    const user = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Pool closed');
    await user.type(screen.getByLabelText('Message'), 'Resurfacing until Friday.');
    await user.type(screen.getByLabelText('Link (optional)'), '/storm');
    await user.click(screen.getByRole('radio', { name: 'Everyone with a role' }));
    await user.selectOptions(screen.getByLabelText('Role'), 'resident');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/api/notifications', {
        method: 'POST',
        body: {
          title: 'Pool closed',
          body: 'Resurfacing until Friday.',
          link: '/storm',
          role: 'resident',
        },
      }),
    );
    expect(mocks.toastSuccess).toHaveBeenCalledWith('Notification sent.');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("puts the server's reason on the e-mail field", async () => {
    mocks.api.mockRejectedValue(
      new ApiError(400, {
        error: 'validation',
        message: 'No account uses this e-mail address',
        fields: { email: 'No account uses this e-mail address' },
      }),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('radio', { name: 'One person' }));
    await user.type(screen.getByLabelText('Their e-mail'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('No account uses this e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Their e-mail')).toHaveFocus();
    expect(mocks.api.mock.calls[0]![1].body).toEqual({
      title: 'Hi',
      body: 'Hello',
      link: null,
      email: 'ghost@example.com',
    });
  });
});
