import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { RadioGroup } from '../../../components/ui/choice-fields';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { applyServerErrors, serverFieldMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import {
  isAccountNumber,
  isCardNumber,
  isRoutingNumber,
  isSecurityCode,
} from '../../../../shared/payment-method-format';
import { TokenizeError, useSaveMethod } from '../api/autopay';

interface Values {
  kind: 'card' | 'ach';
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  routingNumber: string;
  accountNumber: string;
}

const CARD_FIELDS = ['number', 'expMonth', 'expYear', 'cvc'] as const;
const BANK_FIELDS = ['routingNumber', 'accountNumber'] as const;

/**
 * A card or bank account to keep for autopay. The number goes to the processor's tokenization,
 * never to our API; our API verifies the token (a declined card is refused here, on its number).
 */
export function AddMethodForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('resident-lease');
  const save = useSaveMethod();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      kind: 'card',
      number: '',
      expMonth: '',
      expYear: '',
      cvc: '',
      routingNumber: '',
      accountNumber: '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    // Every empty or malformed field at once, before the processor sees any of them.
    const problems: [keyof Values, string][] = [];
    if (values.kind === 'card') {
      const month = Number(values.expMonth);
      if (!isCardNumber(values.number)) problems.push(['number', t('autopay.add.numberFormat')]);
      if (!Number.isInteger(month) || month < 1 || month > 12) {
        problems.push(['expMonth', t('autopay.add.monthFormat')]);
      }
      if (!/^[0-9]{4}$/.test(values.expYear)) {
        problems.push(['expYear', t('autopay.add.yearFormat')]);
      }
      if (!isSecurityCode(values.cvc)) problems.push(['cvc', t('autopay.add.cvcFormat')]);
      values = { ...values, expMonth: String(month), expYear: values.expYear };
    } else {
      if (!isRoutingNumber(values.routingNumber)) {
        problems.push(['routingNumber', t('autopay.add.routingFormat')]);
      }
      if (!isAccountNumber(values.accountNumber)) {
        problems.push(['accountNumber', t('autopay.add.accountFormat')]);
      }
    }
    if (problems.length > 0) {
      problems.forEach(([field, message], i) =>
        setError(field, { message }, { shouldFocus: i === 0 }),
      );
      return;
    }
    try {
      const method = await save.mutateAsync(
        values.kind === 'card'
          ? {
              card: {
                number: values.number,
                expMonth: Number(values.expMonth),
                expYear: Number(values.expYear),
                cvc: values.cvc,
              },
            }
          : {
              bank: { routingNumber: values.routingNumber, accountNumber: values.accountNumber },
            },
      );
      showToast(
        'success',
        t('autopay.add.saved', { method: t(`autopay.brand.${method.kind}`), last4: method.last4 }),
      );
      onDone();
    } catch (err) {
      if (err instanceof TokenizeError) {
        // The processor names the card's or account's own fields (or `card.number` for a shape error).
        const fields = values.kind === 'card' ? CARD_FIELDS : BANK_FIELDS;
        const cause = err.cause;
        if (cause instanceof ApiError) {
          const prefix = values.kind === 'card' ? 'card.' : 'bank.';
          for (const [key, reason] of Object.entries(cause.fields)) {
            if (key.startsWith(prefix)) cause.fields[key.slice(prefix.length)] = reason;
          }
        }
        setFormError(applyServerErrors(cause, setError, fields));
        return;
      }
      // Our API refused the token: it belongs to the number (or the account) the reader typed.
      if (err instanceof ApiError && err.status === 400) {
        const reason = serverFieldMessage(err, 'token');
        if (reason) {
          setError(
            values.kind === 'card' ? 'number' : 'accountNumber',
            { message: reason },
            {
              shouldFocus: true,
            },
          );
          return;
        }
      }
      setFormError(err instanceof Error ? err.message : t('autopay.error'));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('autopay.add.title')}
    >
      <RadioGroup
        legend={t('autopay.add.kind')}
        look="inline"
        options={[
          { value: 'card', label: t('autopay.add.card') },
          { value: 'ach', label: t('autopay.add.bank') },
        ]}
        inputProps={register('kind')}
      />
      {kind === 'card' ? (
        <>
          <TextField
            label={t('autopay.add.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            hint={t('autopay.add.numberHint')}
            error={errors.number?.message}
            {...register('number')}
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <TextField
              label={t('autopay.add.expMonth')}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              maxLength={2}
              error={errors.expMonth?.message}
              {...register('expMonth')}
            />
            <TextField
              label={t('autopay.add.expYear')}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
              maxLength={4}
              error={errors.expYear?.message}
              {...register('expYear')}
            />
            <TextField
              label={t('autopay.add.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              error={errors.cvc?.message}
              {...register('cvc')}
            />
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t('autopay.add.routing')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('autopay.add.routingHint')}
            error={errors.routingNumber?.message}
            {...register('routingNumber')}
          />
          <TextField
            label={t('autopay.add.account')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
        </>
      )}
      <FormActions
        error={formError}
        submitLabel={isSubmitting ? t('autopay.add.saving') : t('autopay.add.submit')}
        submitting={isSubmitting}
        cancel={{ label: t('autopay.add.cancel'), onClick: onDone }}
      />
    </form>
  );
}
