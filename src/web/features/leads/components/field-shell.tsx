import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../i18n/use-validation-text';

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-navy shadow-sm placeholder:text-slate-500 focus:border-ocean focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40 aria-[invalid=true]:border-red-600 md:text-sm';

/** The error of a field by its dotted path, translated; undefined when it has none. */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext<FieldValues>();
  const formState = useFormState({ control, name });
  const validationText = useValidationText();
  const error = getFieldState(name, formState).error;
  // An array's own error (e.g. "choose at least one") sits on `root` when items have errors too.
  const message =
    error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
  return message ? validationText(message) : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

export interface FieldProps {
  /** Dotted path in the form values, e.g. "contact.email" or "properties.0.zip". */
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  className?: string;
}

/** Label, control, hint and error, wired together for screen readers. */
export function FieldShell({
  name,
  label,
  hint,
  optional,
  className,
  children,
}: FieldProps & {
  children: (a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  }) => ReactNode;
}) {
  const { t } = useTranslation('leads');
  const id = useId();
  const error = useFieldError(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-navy">
        {label}
        {optional && <span className="font-normal text-slate-600"> {t('form.optional')}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described.length ? described.join(' ') : undefined,
          'aria-required': optional ? undefined : true,
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
