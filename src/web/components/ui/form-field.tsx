import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import { useValidationText } from '../../i18n/use-validation-text';

const controlClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 aria-[invalid=true]:border-red-600 border-slate-300';

interface FieldShell {
  label: string;
  error?: string;
  hint?: string;
}

/** A field's hint, or its error in place of the hint; ids match `aria-describedby`. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const text = useValidationText();
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled input whose error sits right under it and is announced with it. */
export function TextField({
  label,
  error,
  hint,
  ref,
  className,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled native select, same error handling as TextField. */
export function SelectField({
  label,
  error,
  hint,
  ref,
  className,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...select}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
