import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Download } from 'lucide-react';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField, TextareaField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { downloadWithSession } from '../../../lib/download-file';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { bankingKeys, type BankItem, type BookItem, type Reconciliation } from '../api/types';

const PRIMARY =
  'inline-flex items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean/90 disabled:opacity-60';
const SECONDARY =
  'inline-flex items-center gap-2 rounded-lg border border-ocean bg-white px-3 py-1.5 text-sm font-semibold text-ocean hover:bg-ocean/5 disabled:opacity-60';

/** Runs a write, refreshes the reconciliation, and keeps the error to show. */
function useWrite() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await write();
      await client.invalidateQueries({ queryKey: bankingKeys.all });
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function Figure({
  label,
  cents,
  strong,
}: {
  label: string;
  cents: number | null;
  strong?: boolean;
}) {
  const format = useFormat();
  const { t } = useTranslation('banking');
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-1.5">
      <dt className={strong ? 'font-semibold text-navy' : 'text-slate-700'}>{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'font-semibold' : ''} ${cents !== null && cents < 0 ? 'text-red-700' : 'text-navy'}`}
      >
        {cents === null ? t('figures.unknown') : format.money(cents, 'USD')}
      </dd>
    </div>
  );
}

/** A bank line the books lack: match it to a book line of the same amount, or record the entry. */
function UnrecordedLine({ r, line }: { r: Reconciliation; line: BankItem }) {
  const { t } = useTranslation('banking');
  const { api } = useSession();
  const format = useFormat();
  const write = useWrite();
  const candidates = [...r.depositsInTransit, ...r.outstandingPayments].filter(
    (b) => b.cents === line.cents,
  );
  const [choice, setChoice] = useState('');
  const base = `/api/banking/accounts/${r.bankAccount.id}`;
  const locked = r.signed !== null;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="text-sm text-navy">
          {format.day(line.date)} · {line.description || line.reference}
          {line.reference && line.description ? ` · ${line.reference}` : ''}
        </span>
        <span
          className={`tabular-nums text-sm font-semibold ${line.cents < 0 ? 'text-red-700' : 'text-navy'}`}
        >
          {format.money(line.cents, 'USD')}
        </span>
      </div>
      {!locked && (
        <div className="flex flex-wrap items-end gap-2">
          {candidates.length > 0 && (
            <>
              <SelectField
                label={t('match.bookLine')}
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
                className="min-w-0 flex-1"
              >
                <option value="">{t('match.choose')}</option>
                {candidates.map((c) => (
                  <option key={c.journalLineId} value={c.journalLineId}>
                    {format.day(c.date)} · {c.number || c.memo} · {format.money(c.cents, 'USD')}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={SECONDARY}
                disabled={write.busy || !choice}
                onClick={() =>
                  void write.run(() =>
                    api(`${base}/matches`, {
                      method: 'POST',
                      body: { statementLineId: line.statementLineId, journalLineId: choice },
                    }),
                  )
                }
              >
                {t('match.submit')}
              </button>
            </>
          )}
          <button
            type="button"
            className={SECONDARY}
            disabled={write.busy}
            onClick={() =>
              void write.run(() =>
                api(`${base}/entries`, {
                  method: 'POST',
                  body: {
                    statementLineId: line.statementLineId,
                    kind: line.cents < 0 ? 'bank_fee' : 'interest',
                  },
                }),
              )
            }
          >
            {line.cents < 0 ? t('match.recordFee') : t('match.recordInterest')}
          </button>
        </div>
      )}
      <FormError message={write.error?.message} />
    </li>
  );
}

function BookList({ title, items }: { title: string; items: BookItem[] }) {
  const { t } = useTranslation('banking');
  const format = useFormat();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-navy">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('items.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <li
              key={item.journalLineId}
              className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="min-w-0 text-navy">
                {format.day(item.date)} · {item.number ? `${item.number} · ` : ''}
                {item.memo}
              </span>
              <span className="tabular-nums">{format.money(item.cents, 'USD')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EndingBalance({ r }: { r: Reconciliation }) {
  const { t } = useTranslation('banking');
  const { api } = useSession();
  const write = useWrite();
  const [value, setValue] = useState('');
  const id = 'ending-balance';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-navy">
          {t('figures.typeEnding')}
        </label>
        <input
          id={id}
          inputMode="decimal"
          className="mt-1.5 block w-40 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={SECONDARY}
        disabled={write.busy || !/^-?\d+(\.\d{1,2})?$/.test(value.replace(/,/g, ''))}
        onClick={() =>
          void write.run(() =>
            api(
              `/api/banking/accounts/${r.bankAccount.id}/reconciliations/${r.month}/ending-balance`,
              {
                method: 'PUT',
                body: { cents: Math.round(Number(value.replace(/,/g, '')) * 100) },
              },
            ),
          )
        }
      >
        {t('figures.saveEnding')}
      </button>
      <FormError message={write.error?.message} />
    </div>
  );
}

function SignOff({ r }: { r: Reconciliation }) {
  const { t } = useTranslation('banking');
  const { api } = useSession();
  const format = useFormat();
  const write = useWrite();
  const [explanation, setExplanation] = useState('');
  if (r.signed) {
    return (
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        <p className="font-semibold">
          {t('sign.signed', { name: r.signed.byName, date: format.dateTime(r.signed.at) })}
        </p>
        {r.signed.explanation && <p className="mt-1">{r.signed.explanation}</p>}
        <p className="mt-1">{t('sign.locked')}</p>
      </div>
    );
  }
  const fieldError = write.error instanceof ApiError ? write.error.fields.explanation : undefined;
  return (
    <div className="flex flex-col gap-3">
      {r.needsExplanation ? (
        <TextareaField
          label={t('sign.explanation')}
          hint={t('sign.explanationHint')}
          value={explanation}
          error={fieldError}
          required
          onChange={(event) => setExplanation(event.target.value)}
        />
      ) : (
        <p className="text-sm text-emerald-800">{t('sign.ties')}</p>
      )}
      <div>
        <button
          type="button"
          className={PRIMARY}
          disabled={write.busy}
          onClick={() =>
            void write.run(() =>
              api(`/api/banking/accounts/${r.bankAccount.id}/reconciliations/${r.month}/sign`, {
                method: 'POST',
                body: { explanation },
              }),
            )
          }
        >
          {t('sign.submit')}
        </button>
      </div>
      {!fieldError && <FormError message={write.error?.message} />}
    </div>
  );
}

function Downloads({ r }: { r: Reconciliation }) {
  const { t } = useTranslation('banking');
  const { getAuthHeaders } = useSession();
  const [error, setError] = useState<string | null>(null);
  const download = (format: 'pdf' | 'csv') =>
    downloadWithSession(
      `/api/banking/accounts/${r.bankAccount.id}/reconciliations/${r.month}/${format}`,
      `reconciliation.${format}`,
      getAuthHeaders,
    ).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  return (
    <div className="flex flex-wrap gap-2">
      {(['pdf', 'csv'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={SECONDARY}
          onClick={() => void download(format)}
        >
          <Download className="size-4" aria-hidden="true" />
          {t(`download.${format}`)}
        </button>
      ))}
      <FormError message={error} />
    </div>
  );
}

function Body({ r }: { r: Reconciliation }) {
  const { t } = useTranslation('banking');
  const format = useFormat();
  const { api } = useSession();
  const write = useWrite();
  const difference = (cents: number | null) => (cents === 0 ? 'text-emerald-800' : 'text-red-700');
  return (
    <div className="flex flex-col gap-6">
      {r.warnings.length > 0 && (
        <ul className="flex flex-col gap-2">
          {r.warnings.map((w, i) => (
            <li
              key={i}
              className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t(`warnings.${w.code}`, {
                amount: format.money(w.cents, 'USD'),
                name: w.name ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="bank-side"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="bank-side" className="mb-2 text-lg font-semibold text-navy">
            {t('figures.title')}
          </h2>
          <dl className="text-sm">
            <Figure label={t('figures.ending')} cents={r.statementEndingCents} />
            <Figure label={t('figures.dit')} cents={r.depositsInTransitCents} />
            <Figure label={t('figures.outstanding')} cents={-r.outstandingPaymentsCents} />
            <Figure label={t('figures.adjusted')} cents={r.adjustedBankCents} strong />
            <Figure label={t('figures.book')} cents={r.bookBalanceCents} strong />
            {r.liabilitiesCents !== null && (
              <Figure label={t('figures.owed')} cents={r.liabilitiesCents} strong />
            )}
          </dl>
          <p className={`mt-3 font-semibold ${difference(r.bankDifferenceCents)}`}>
            {t('figures.bankDifference')}:{' '}
            {r.bankDifferenceCents === null
              ? t('figures.unknown')
              : format.money(r.bankDifferenceCents, 'USD')}
          </p>
          {r.trustDifferenceCents !== null && (
            <p
              className={`font-semibold ${r.trustDifferenceCents < 0 ? 'text-red-700' : 'text-emerald-800'}`}
            >
              {t('figures.trustDifference')}: {format.money(r.trustDifferenceCents, 'USD')}
            </p>
          )}
          {r.statementEndingCents === null && !r.signed && (
            <div className="mt-3">
              <EndingBalance r={r} />
            </div>
          )}
        </section>
        <section
          aria-labelledby="sign-title"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="sign-title" className="text-lg font-semibold text-navy">
            {t('sign.title')}
          </h2>
          <SignOff r={r} />
          <Downloads r={r} />
        </section>
      </div>

      <section aria-labelledby="unrecorded-title" className="flex flex-col gap-2">
        <h2 id="unrecorded-title" className="text-lg font-semibold text-navy">
          {t('items.unrecorded')}
        </h2>
        {r.unrecordedBankLines.length === 0 ? (
          <p className="text-sm text-slate-600">{t('items.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {r.unrecordedBankLines.map((line) => (
              <UnrecordedLine key={line.statementLineId} r={r} line={line} />
            ))}
          </ul>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <BookList title={t('items.dit')} items={r.depositsInTransit} />
        <BookList title={t('items.outstanding')} items={r.outstandingPayments} />
      </div>

      {r.liabilities && (
        <section aria-labelledby="owed-title" className="flex flex-col gap-2">
          <h2 id="owed-title" className="text-lg font-semibold text-navy">
            {t('items.owed')}
          </h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {r.liabilities.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm"
              >
                <span className="min-w-0 text-navy">
                  {t(`owed.${item.kind}`)}: {item.name}
                </span>
                <span className={`tabular-nums ${item.cents < 0 ? 'text-red-700' : ''}`}>
                  {format.money(item.cents, 'USD')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <details className="rounded-lg border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer font-semibold text-navy">
          {t('items.statementLines', { count: r.statementLines.length })}
        </summary>
        <ul className="mt-2 divide-y divide-slate-100">
          {r.statementLines.map((line) => (
            <li
              key={line.statementLineId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span className="min-w-0 text-navy">
                {format.day(line.date)} · {line.description}
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{format.money(line.cents, 'USD')}</span>
                <span className="text-xs text-slate-600">
                  {line.how ? t(`how.${line.how}`) : t('how.none')}
                </span>
                {line.how && !r.signed && (
                  <button
                    type="button"
                    className="text-xs font-semibold text-ocean underline"
                    disabled={write.busy}
                    onClick={() =>
                      void write.run(() =>
                        api(
                          `/api/banking/accounts/${r.bankAccount.id}/matches/${line.statementLineId}`,
                          { method: 'DELETE' },
                        ),
                      )
                    }
                  >
                    {t('match.undo')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
        <FormError message={write.error?.message} />
      </details>
    </div>
  );
}

export function ReconciliationView({ accountId, month }: { accountId: string; month: string }) {
  const { t } = useTranslation('banking');
  const { api } = useSession();
  const query = useQuery({
    queryKey: bankingKeys.reconciliation(accountId, month),
    queryFn: () =>
      api<Reconciliation>(`/api/banking/accounts/${accountId}/reconciliations/${month}`),
  });
  if (query.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (query.isError) return <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  return <Body r={query.data} />;
}
