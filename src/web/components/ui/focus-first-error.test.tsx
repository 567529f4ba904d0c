import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFocusFirstError } from './focus-first-error';
import { FormCheckbox, FormRadioGroup, FormTextField } from './form-context-fields';

const Schema = z.object({
  website: z.string().max(0, 'form.required'),
  topic: z.enum(['noise', 'parking'], { error: 'form.choose' }),
  name: z.string().min(1, 'form.required'),
  email: z.string().min(1, 'form.required'),
  agree: z.boolean().refine((agreed) => agreed, 'form.required'),
});
type Values = z.input<typeof Schema>;
type Form = UseFormReturn<Values, unknown, z.output<typeof Schema>>;

/** A form whose e-mail field appears above the name after a click: registered last, shown first. */
function TestForm({ onValid }: { onValid?: (form: Form) => void }) {
  const form: Form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { website: '', name: '', email: '', agree: false },
    shouldFocusError: false,
  });
  const { formRef } = useFocusFirstError(form);
  const [askEmail, setAskEmail] = useState(false);
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(() => onValid?.(form))}>
        <input tabIndex={-1} aria-label="Website" {...form.register('website')} />
        <FormRadioGroup
          name="topic"
          legend="Topic"
          options={[
            { value: 'noise', label: 'Noise' },
            { value: 'parking', label: 'Parking' },
          ]}
        />
        {askEmail && <FormTextField name="email" label="E-mail" />}
        <FormTextField name="name" label="Name" />
        <FormCheckbox name="agree" label="I agree" />
        <button type="button" onClick={() => setAskEmail(true)}>
          Ask e-mail
        </button>
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

describe('useFocusFirstError', () => {
  it('focuses a radio group in error when it comes first', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByLabelText('Website'), 'spam');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The honeypot comes first but the keyboard cannot reach it: the group is next.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Noise' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Topic' })).toHaveAccessibleDescription(
      'Choose one of the options.',
    );
  });

  it('goes by page order, not by the order fields were registered', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Ask e-mail' }));
    await user.click(screen.getByRole('radio', { name: 'Parking' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });

  it('reaches a single checkbox', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('radio', { name: 'Noise' }));
    await user.click(screen.getByRole('button', { name: 'Ask e-mail' }));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Name'), 'Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus());
  });

  it('focuses a field the server refused during the submit', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        onValid={(form) => form.setError('name', { type: 'server', message: 'text.tooLong?max=5' })}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Noise' }));
    await user.click(screen.getByRole('button', { name: 'Ask e-mail' }));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Name'), 'Ann Lee');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('leaves the focus alone while the reader fixes fields', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Noise' })).toHaveFocus());
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.clear(screen.getByLabelText('Name'));
    // Refused again as it is emptied: the error is back, and the focus stays where the reader is.
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
