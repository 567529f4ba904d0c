import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { CsvMapping } from '../../../../shared/schemas/banking';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { bankingKeys, type BankAccountSummary } from '../api/types';

const BUTTON =
  'inline-flex items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean/90 disabled:opacity-60';

const FIELDS = [
  'date',
  'description',
  'amount',
  'debit',
  'credit',
  'reference',
  'balance',
] as const;

/**
 * Choose a statement file (CSV or OFX) and import it. A CSV from a bank account whose columns are
 * not mapped yet asks for the mapping first; it is remembered for the next file.
 */
export function StatementImport({ account }: { account: BankAccountSummary }) {
  const { t } = useTranslation('banking');
  const { api } = useSession();
  const client = useQueryClient();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<Partial<CsvMapping>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setError(null);
    setFieldErrors({});
    setHeaders(null);
    if (!chosen) return setFile(null);
    const content = await chosen.text();
    setFile({ name: chosen.name, content });
    const isOfx = /<OFX>/i.test(content) || /^\s*OFXHEADER:/i.test(content);
    if (!isOfx && !account.mapping) {
      try {
        const answer = await api<{ headers: string[] }>(
          `/api/banking/accounts/${account.id}/csv-headers`,
          { method: 'POST', body: { content } },
        );
        setHeaders(answer.headers);
        setMapping({ dateFormat: 'YYYY-MM-DD' });
      } catch (err) {
        setError(err instanceof Error ? err.message : t('import.failed'));
      }
    }
  };

  const submit = async () => {
    if (!file) return setFieldErrors({ content: t('import.chooseFile') });
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const clean = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v));
      const answer = await api<{ added: number; alreadyImported: number; matched: number }>(
        `/api/banking/accounts/${account.id}/imports`,
        {
          method: 'POST',
          body: {
            fileName: file.name,
            content: file.content,
            ...(headers ? { mapping: clean } : {}),
          },
        },
      );
      setResult(t('import.done', answer));
      setHeaders(null);
      await client.invalidateQueries({ queryKey: bankingKeys.all });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setFieldErrors(err.fields);
      setError(err instanceof Error ? err.message : t('import.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="import-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="import-title" className="text-lg font-semibold text-navy">
        {t('import.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('import.lead')}</p>
      <div>
        <label htmlFor="statement-file" className="block text-sm font-medium text-navy">
          {t('import.file')}
        </label>
        <input
          id="statement-file"
          type="file"
          accept=".csv,.ofx,.qfx,text/csv"
          className="mt-1.5 block w-full text-sm text-navy"
          aria-invalid={fieldErrors.content ? true : undefined}
          aria-describedby={fieldErrors.content ? 'statement-file-error' : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {fieldErrors.content && (
          <p id="statement-file-error" className="mt-1 text-sm text-red-700">
            {fieldErrors.content}
          </p>
        )}
      </div>
      {headers && (
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-navy">{t('import.mapping')}</legend>
          {FIELDS.map((field) => (
            <SelectField
              key={field}
              label={t(`import.column.${field}`)}
              value={mapping[field] ?? ''}
              error={
                fieldErrors[`mapping.${field}`] ??
                (field === 'amount' ? fieldErrors.mapping : undefined)
              }
              onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
            >
              <option value="">{t('import.none')}</option>
              {headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </SelectField>
          ))}
          <SelectField
            label={t('import.dateFormat')}
            value={mapping.dateFormat ?? 'YYYY-MM-DD'}
            onChange={(event) =>
              setMapping({ ...mapping, dateFormat: event.target.value as CsvMapping['dateFormat'] })
            }
          >
            {(['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const).map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </SelectField>
        </fieldset>
      )}
      <div>
        <button type="button" className={BUTTON} disabled={busy} onClick={() => void submit()}>
          <Upload className="size-4" aria-hidden="true" />
          {busy ? t('import.importing') : t('import.submit')}
        </button>
      </div>
      {result && (
        <p role="status" className="text-sm text-emerald-800">
          {result}
        </p>
      )}
      <FormError message={error} />
    </section>
  );
}
