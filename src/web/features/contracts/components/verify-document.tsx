import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormError } from '../../../components/ui/form-actions';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useVerifyDocument } from '../api/queries';

/** "Verify a document": upload a PDF and learn whether it is a completed Blu contract, unchanged. */
export function VerifyDocument() {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const verify = useVerifyDocument();
  const [progress, setProgress] = useState(0);
  const inputId = useId();
  const result = verify.data;
  const error =
    verify.error instanceof ApiError
      ? (verify.error.fields.file ?? verify.error.message)
      : verify.error?.message;
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-navy">
        {t('verify.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('verify.description')}</p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-navy">
        {t('verify.choose')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-ocean file:px-3 file:py-2 file:font-semibold file:text-white"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setProgress(0);
          verify.mutate({ file, onProgress: setProgress });
          e.target.value = '';
        }}
      />
      {verify.isPending && (
        <progress
          className="mt-2 w-full"
          max={1}
          value={progress}
          aria-label={t('verify.checking')}
        />
      )}
      <FormError message={error ?? null} className="mt-2" />
      {result && (
        <div
          role="status"
          className={`mt-3 rounded-lg p-3 text-sm ${result.valid ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          <p className="font-semibold">{result.valid ? t('verify.valid') : t('verify.invalid')}</p>
          <p className="mt-1">{result.message}</p>
          {result.contract && (
            <ul className="mt-2 list-disc pl-5">
              <li>{result.contract.title}</li>
              <li>
                {t('verify.completed', { date: format.dateTime(result.contract.completedAt) })}
              </li>
              {result.contract.parties.map((p) => (
                <li key={p.name}>
                  {p.signedAt
                    ? t('verify.signedBy', { name: p.name, date: format.dateTime(p.signedAt) })
                    : t('verify.copyTo', { name: p.name })}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-xs break-all opacity-80">SHA-256 {result.sha256}</p>
        </div>
      )}
    </section>
  );
}
