import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { TextareaField, TextField, type FieldShell } from './form-field';

/** One language of a localized text: an input, or a textarea when it has rows. */
function LanguageField({
  rows,
  field,
  ...shell
}: FieldShell & { rows?: number; field: UseFormRegisterReturn }) {
  return rows ? (
    <TextareaField className="min-w-0" rows={rows} {...shell} {...field} />
  ) : (
    <TextField className="min-w-0" {...shell} {...field} />
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
  const { t } = useTranslation('common');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LanguageField
        label={t('form.english', { field: label })}
        hint={hint}
        error={errors?.en?.message}
        rows={rows}
        field={en}
      />
      <LanguageField
        label={t('form.spanish', { field: label })}
        error={errors?.es?.message}
        rows={rows}
        field={es}
      />
    </div>
  );
}
