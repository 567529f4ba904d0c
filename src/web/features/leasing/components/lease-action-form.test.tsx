import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { centsOrFieldError, LeaseActionForm, STAY_OPEN } from './lease-action-form';

interface Values {
  amount: string;
}

function Harness({ send, onDone }: { send: (cents: number) => Promise<void>; onDone: () => void }) {
  const form = useForm<Values>({ defaultValues: { amount: '' } });
  return (
    <LeaseActionForm
      form={form}
      fieldFor={{ amountCents: 'amount' }}
      onSubmit={async (values) => {
        const cents = centsOrFieldError(form, 'amount', values.amount);
        if (cents === null) return STAY_OPEN;
        await send(cents);
      }}
      onDone={onDone}
      submitLabel="Record"
    >
      <TextField
        label="Amount"
        error={form.formState.errors.amount?.message}
        {...form.register('amount')}
      />
    </LeaseActionForm>
  );
}

async function submitWith(amount: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
  });
}

describe('LeaseActionForm', () => {
  it('sends the parsed cents and closes once the request succeeds', async () => {
    const send = vi.fn(async () => {});
    const onDone = vi.fn();
    render(<Harness send={send} onDone={onDone} />);
    await submitWith('12.50');
    expect(send).toHaveBeenCalledWith(1250);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays open with the field marked when the amount cannot be read', async () => {
    const send = vi.fn(async () => {});
    const onDone = vi.fn();
    render(<Harness send={send} onDone={onDone} />);
    await submitWith('twelve');
    expect(send).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter an amount in dollars and cents, like 1,250.50',
    );
  });

  it("puts the server's reason next to the form's own field and stays open", async () => {
    const refusal = new ApiError(400, {
      error: 'validation',
      message: 'Check the amount',
      fields: { amountCents: 'Must be at most $100,000' },
    });
    const onDone = vi.fn();
    render(<Harness send={() => Promise.reject(refusal)} onDone={onDone} />);
    await submitWith('200000');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Must be at most $100,000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field above the buttons', async () => {
    const conflict = new ApiError(409, { error: 'conflict', message: 'The lease has ended' });
    const onDone = vi.fn();
    render(<Harness send={() => Promise.reject(conflict)} onDone={onDone} />);
    await submitWith('10');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The lease has ended');
  });
});
