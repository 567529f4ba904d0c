import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { FormActions } from '../../../components/ui/form-actions';
import { MONEY_INVALID, parseMoney } from '../../../../shared/money';
import { applyServerErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { toast } from 'react-toastify';

/** Returned by a submit that stopped at a field of its own (an amount it could not read). */
export const STAY_OPEN = 'stay-open' as const;

/**
 * The frame every lease action's form shares (payment, charge, notice, renewal, end, reversal):
 * the form element, the submit and cancel buttons, and the server's refusal placed next to the
 * field it names (`fieldFor` maps the API's field to the form's) or, failing that, above the
 * buttons. `onSubmit` sends the request and says what happened (a toast); when it resolves the
 * form is done and `onDone` closes it, unless it returned STAY_OPEN.
 */
export function LeaseActionForm<T extends FieldValues>({
  form,
  fieldFor,
  onSubmit,
  onDone,
  submitLabel,
  submittingLabel,
  destructive = false,
  children,
}: {
  form: UseFormReturn<T>;
  fieldFor: Record<string, Path<T>> | ((values: T) => Record<string, Path<T>>);
  onSubmit: (values: T) => Promise<typeof STAY_OPEN | void>;
  onDone: () => void;
  submitLabel: string;
  /** The button's text while the request runs; the submit label when not given. */
  submittingLabel?: string;
  destructive?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('leases');
  const [formError, setFormError] = useState<string | null>(null);
  const { handleSubmit, setError, formState } = form;

  const submit = async (values: T) => {
    setFormError(null);
    try {
      if ((await onSubmit(values)) === STAY_OPEN) return;
    } catch (err) {
      const fields = typeof fieldFor === 'function' ? fieldFor(values) : fieldFor;
      setFormError(applyServerErrors(err, setError, fields));
      return;
    }
    onDone();
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      {children}
      <FormActions
        error={formError}
        submitLabel={formState.isSubmitting && submittingLabel ? submittingLabel : submitLabel}
        submitting={formState.isSubmitting}
        destructive={destructive}
        cancel={{ label: t('actions.cancelForm'), onClick: onDone }}
      />
    </form>
  );
}

/**
 * The cents in a dollar amount the form holds, or null after marking the field with the money
 * rule's message (and focusing it), so the submit can return STAY_OPEN.
 */
export function centsOrFieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  field: Path<T>,
  text: string,
): number | null {
  const cents = parseMoney(text);
  if (cents === null) form.setError(field, { message: MONEY_INVALID }, { shouldFocus: true });
  return cents;
}

/**
 * The request body when the API's own schema takes it; otherwise null, after marking every field
 * it refuses at once (the first focused), as the server would name them, so that a form with two
 * empty fields shows both before anything is sent. `also` adds what only the form knows (an
 * amount it could not read), keyed by the API's field.
 */
export function bodyOrFieldErrors<T extends FieldValues, B>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  schema: z.ZodType<B>,
  body: unknown,
  fieldFor: Record<string, Path<T>>,
  also: Record<string, string> = {},
): B | null {
  const parsed = schema.safeParse(body);
  const refused: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      refused[field] ??= issue.message;
    }
  }
  Object.assign(refused, also);
  let placed = 0;
  for (const [apiField, message] of Object.entries(refused)) {
    const formField = fieldFor[apiField];
    if (!formField) continue;
    form.setError(formField, { type: 'validate', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed === 0 && parsed.success ? parsed.data : null;
}

/**
 * The body of a form that holds an amount in dollars (a charge, a payment): `build` makes it from
 * the cents, and the amount is refused with the other fields when it cannot be read.
 */
export function bodyWithAmount<T extends FieldValues, B>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  schema: z.ZodType<B>,
  amount: string,
  build: (amountCents: number) => unknown,
  fieldFor: Record<string, Path<T>>,
): B | null {
  const amountCents = parseMoney(amount);
  const unread: Record<string, string> = amountCents === null ? { amountCents: MONEY_INVALID } : {};
  return bodyOrFieldErrors(form, schema, build(amountCents ?? 1), fieldFor, unread);
}

/** Says that a ledger entry was made: `key` words it with the entry's amount and reference. */
export function useLedgerToast() {
  const { t } = useTranslation('leases');
  const format = useFormat();
  return (key: string, entry: { amountCents: number; reference: string }) =>
    toast.success(
      t(key, { amount: format.money(entry.amountCents, 'USD'), reference: entry.reference }),
    );
}

/**
 * The submit of a form that makes a ledger entry from a dollar amount (a charge, a payment): the
 * body `build` makes from the values and the amount's cents, when the API's schema takes it
 * (otherwise STAY_OPEN, the refused fields marked), sent by `send`, and the entry said in a toast
 * worded by `toastKey`.
 */
export function useLedgerEntrySubmit<T extends FieldValues & { amount: string }, B>({
  form,
  schema,
  fieldFor,
  build,
  send,
  toastKey,
}: {
  form: Pick<UseFormReturn<T>, 'setError'>;
  schema: z.ZodType<B>;
  fieldFor: Record<string, Path<T>>;
  build: (values: T, amountCents: number) => unknown;
  send: (body: B) => Promise<{ amountCents: number; reference: string }>;
  toastKey: string;
}) {
  const ledgerToast = useLedgerToast();
  return async (values: T) => {
    const body = bodyWithAmount(
      form,
      schema,
      values.amount,
      (amountCents) => build(values, amountCents),
      fieldFor,
    );
    if (!body) return STAY_OPEN;
    ledgerToast(toastKey, await send(body));
  };
}
