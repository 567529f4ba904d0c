import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../components/ui/form-field';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm aria-[invalid=true]:border-red-600';

/** One language of a localized text: an input or a textarea, its label, hint and error under it. */
function LanguageField({
  label,
  hint,
  error,
  rows,
  field,
}: {
  label: string;
  hint?: string;
  error?: string;
  rows?: number;
  field: UseFormRegisterReturn;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass,
    ...field,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input {...common} />}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A text written in English and Spanish: side by side on wide screens, stacked on phones. Spanish
 * may stay empty (the editor says so once); Spanish readers then see the English text.
 */
export function LocalizedTextFields({
  label,
  hint,
  rows,
  en,
  es,
  errors,
}: {
  label: string;
  hint?: string;
  /** A textarea of this many rows; a single-line input when omitted. */
  rows?: number;
  en: UseFormRegisterReturn;
  es: UseFormRegisterReturn;
  errors?: { en?: { message?: string }; es?: { message?: string } };
}) {
  const { t } = useTranslation('cities-admin');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LanguageField
        label={t('fields.english', { field: label })}
        hint={hint}
        error={errors?.en?.message}
        rows={rows}
        field={en}
      />
      <LanguageField
        label={t('fields.spanish', { field: label })}
        error={errors?.es?.message}
        rows={rows}
        field={es}
      />
    </div>
  );
}
