import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useValidationText } from '../../i18n/use-validation-text';

// The portal's form-field kit: every labelled control wires its label, hint and error the same
// way (aria-describedby, aria-invalid), and shows a validation code in the reader's language.

const controlClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 aria-[invalid=true]:border-red-600 border-slate-300';

export interface FieldShell {
  label: string;
  /** A validation message (code) or an already-worded text; shown in place of the hint. */
  error?: string | undefined;
  hint?: string;
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
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

/** Label, control and messages: `children` renders the control with the wiring it is given. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: FieldShell & { className?: string; children: (wiring: FieldWiring) => ReactNode }) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
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
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(wiring) => <input ref={ref} className={controlClass} {...wiring} {...input} />}
    </Field>
  );
}

/** A labelled textarea, same error handling as TextField. */
export function TextareaField({
  label,
  error,
  hint,
  ref,
  className,
  ...textarea
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(wiring) => <textarea ref={ref} className={controlClass} {...wiring} {...textarea} />}
    </Field>
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
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(wiring) => (
        <select ref={ref} className={controlClass} {...wiring} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
