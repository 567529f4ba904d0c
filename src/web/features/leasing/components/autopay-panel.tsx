import { useQuery } from '@tanstack/react-query';
import { CreditCard, Landmark, Plus, RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PaymentMethods, SavedPaymentMethod } from '../../../../shared/schemas/autopay';
import { SelectField, SelectOptions } from '../../../components/ui/form-field';
import { FormError } from '../../../components/ui/form-actions';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { serverFieldMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast';
import {
  paymentMethodsQuery,
  useCancelAutopay,
  useEnrolAutopay,
  useRemoveMethod,
} from '../api/autopay';
import type { ResidentLease } from '../../../entities/lease/my-lease-query';
import { AddMethodForm } from './add-method-form';
import { useOnlinePaymentsOffered } from '../../../lib/online-payments';

const reasonOf = (err: unknown, field: string): string =>
  err instanceof ApiError ? (serverFieldMessage(err, field) ?? err.message) : String(err);

/** The resident's autopay: saved cards and accounts, and whether (and when) rent is charged. */
export function AutopayPanel({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('resident-lease');
  const { api, user, role } = useSession();
  const query = useQuery(paymentMethodsQuery(api, user?.id, role));

  let body;
  if (query.isPending) body = <ListSkeleton rows={2} label={t('autopay.loading')} />;
  else if (query.isError)
    body = <QueryError query={query} title={t('autopay.error')} retryLabel={t('retry')} />;
  else body = <AutopayBody lease={lease} data={query.data} />;

  return (
    <section
      aria-labelledby="autopay-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
      data-testid="autopay-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="autopay-title"
          className="flex items-center gap-2 text-base font-semibold text-navy"
        >
          <RefreshCcw className="size-4 text-ocean" aria-hidden="true" />
          {t('autopay.title')}
        </h2>
        {query.data && (
          <span
            data-testid="autopay-status"
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              query.data.autopay ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {query.data.autopay ? t('autopay.on') : t('autopay.off')}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-col gap-4">{body}</div>
    </section>
  );
}

/** "VISA ending in 4242", "Bank account ending in 6789". */
function useMethodLabel() {
  const { t } = useTranslation('resident-lease');
  return (m: SavedPaymentMethod) =>
    t('autopay.methodLabel', {
      brand: m.kind === 'card' ? m.brand.toUpperCase() : t('autopay.brand.ach'),
      last4: m.last4,
    });
}

function AutopayBody({ lease, data }: { lease: ResidentLease; data: PaymentMethods }) {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const methodLabel = useMethodLabel();
  const [adding, setAdding] = useState(false);
  // A new card or account needs the processor's browser library (see useOnlinePaymentsOffered).
  const offered = useOnlinePaymentsOffered();
  const enrolled = data.autopay;
  const enrolledMethod = enrolled && data.methods.find((m) => m.id === enrolled.paymentMethodId);

  return (
    <>
      {enrolled && enrolledMethod ? (
        <EnrolledSummary
          text={t('autopay.onText', {
            date: format.day(enrolled.nextChargeDate),
            method: methodLabel(enrolledMethod),
          })}
        />
      ) : (
        <EnrolForm lease={lease} data={data} />
      )}

      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('autopay.savedTitle')}</h3>
        {data.methods.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('autopay.noMethods')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100" aria-label={t('autopay.savedTitle')}>
            {data.methods.map((m) => (
              <MethodRow key={m.id} method={m} />
            ))}
          </ul>
        )}
      </div>

      {offered === false ? null : adding ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 md:p-4">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('autopay.add.title')}</h3>
          <AddMethodForm onDone={() => setAdding(false)} />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="inline-flex items-center gap-2 self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-navy hover:bg-slate-50"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('autopay.add.open')}
        </button>
      )}
    </>
  );
}

function EnrolledSummary({ text }: { text: string }) {
  const { t } = useTranslation('resident-lease');
  const cancel = useCancelAutopay();
  return (
    <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
      <p data-testid="autopay-summary">{text}</p>
      <p className="mt-1 text-emerald-800">{t('autopay.offAnyTime')}</p>
      <FormError message={cancel.error ? reasonOf(cancel.error, '') : null} className="mt-2" />
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => showToast('success', t('autopay.turnedOff')),
          })
        }
        className="mt-3 rounded-lg border border-emerald-700 bg-white px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-100 disabled:opacity-60"
      >
        {cancel.isPending ? t('autopay.turningOff') : t('autopay.turnOff')}
      </button>
    </div>
  );
}

function EnrolForm({ lease, data }: { lease: ResidentLease; data: PaymentMethods }) {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const enrol = useEnrolAutopay();
  const methodLabel = useMethodLabel();
  const [chosen, setChosen] = useState<string>('');
  const methodId = chosen || data.methods[0]?.id || '';
  const error = enrol.error ? reasonOf(enrol.error, 'paymentMethodId') : undefined;

  return (
    <div className="text-sm">
      <p className="text-slate-700">{t('autopay.offText', { day: format.number(lease.dueDay) })}</p>
      {data.methods.length > 0 && (
        <form
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            enrol.mutate(
              { paymentMethodId: methodId, leaseId: lease.id },
              { onSuccess: () => showToast('success', t('autopay.turnedOn')) },
            );
          }}
        >
          <SelectField
            label={t('autopay.payWith')}
            // Room for "VISA ending in 4242" before the button moves to a line of its own.
            className="min-w-0 flex-1 sm:min-w-[14rem]"
            value={methodId}
            onChange={(e) => setChosen(e.target.value)}
            error={error}
          >
            <SelectOptions
              values={data.methods}
              label={(m) => methodLabel(m)}
              optionValue={(m) => m.id}
            />
          </SelectField>
          <button
            type="submit"
            disabled={enrol.isPending}
            className={`rounded-lg bg-ocean px-4 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60 ${
              error ? 'sm:mb-6' : ''
            }`}
          >
            {enrol.isPending ? t('autopay.turningOn') : t('autopay.turnOn')}
          </button>
        </form>
      )}
    </div>
  );
}

function MethodRow({ method }: { method: SavedPaymentMethod }) {
  const { t } = useTranslation('resident-lease');
  const remove = useRemoveMethod();
  const methodLabel = useMethodLabel();
  const Icon = method.kind === 'card' ? CreditCard : Landmark;
  const label = methodLabel(method);
  return (
    <li className="py-2" data-testid="saved-method">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
          <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {label}
          {method.autopay && (
            <span className="rounded-full bg-ocean/10 px-2 py-0.5 text-xs font-semibold text-ocean">
              {t('autopay.usedBadge')}
            </span>
          )}
        </p>
        {method.autopay ? (
          <p className="text-xs text-slate-600">{t('autopay.removeHint')}</p>
        ) : (
          <button
            type="button"
            disabled={remove.isPending}
            aria-label={t('autopay.removeLabel', { method: label })}
            onClick={() =>
              remove.mutate(method.id, {
                onSuccess: () => showToast('success', t('autopay.removed', { method: label })),
              })
            }
            className="text-sm font-semibold text-red-700 underline-offset-4 hover:underline disabled:opacity-60"
          >
            {remove.isPending ? t('autopay.removing') : t('autopay.remove')}
          </button>
        )}
      </div>
      <FormError message={remove.error ? reasonOf(remove.error, 'id') : null} className="mt-1" />
    </li>
  );
}
