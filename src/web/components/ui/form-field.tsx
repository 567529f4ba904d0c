import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FieldError, FieldHint, fieldWiring, type FieldWiring } from './field-messages';

// The form-field kit: every labelled control wires its label, hint and error the same way
// (aria-describedby, aria-invalid) and shows a validation code in the reader's language.
// These take their error as a prop; form-context-fields.tsx binds them to a react-hook-form
// context by name, and choice-fields.tsx holds the checkboxes and radio groups.

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-navy shadow-sm placeholder:text-slate-500 focus:border-ocean focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40 aria-[invalid=true]:border-red-600 md:text-sm';

export interface FieldShell {
  label: string;
  /** A validation code or an already-worded text; shown under the control. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label "(optional)"; the schema decides whether it really is. */
  optional?: boolean | undefined;
  /** Announces the control as required (aria-required). */
  required?: boolean | undefined;
  className?: string | undefined;
}

/** "(optional)" after a label or legend. */
export function OptionalMark() {
  const { t } = useTranslation('common');
  return <span className="font-normal text-slate-600"> {t('form.optional')}</span>;
}

/** Label, hint, control and error: `children` renders the control with the wiring it is given. */
export function Field({
  children,
  ...shell
}: FieldShell & { children: (wiring: FieldWiring) => ReactNode }) {
  const id = useId();
  return (
    <div className={shell.className}>
      <label htmlFor={id} className="block text-sm font-medium text-navy">
        {shell.label}
        {shell.optional && <OptionalMark />}
      </label>
      <FieldHint id={id} hint={shell.hint} />
      <div className="mt-1.5">{children(fieldWiring(id, shell))}</div>
      <FieldError id={id} message={shell.error} />
    </div>
  );
}

type Own = keyof FieldShell | 'children';

/** Parts a field's props into the shell's (label, hint, error…) and the control's own. */
function splitShell<P extends FieldShell>({
  label,
  error,
  hint,
  optional,
  required,
  className,
  ...control
}: P) {
  return [{ label, error, hint, optional, required, className }, control] as const;
}

/** A labelled input whose error sits right under it and is announced with it. */
export function TextField({
  ref,
  ...props
}: FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, Own> & { ref?: Ref<HTMLInputElement> }) {
  const [shell, input] = splitShell(props);
  return (
    <Field {...shell}>
      {(wiring) => <input ref={ref} {...wiring} {...input} className={controlClass} />}
    </Field>
  );
}

/** A labelled date picker; the value is the `YYYY-MM-DD` the schemas expect. */
export function DateField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  return <TextField {...props} type="date" />;
}

/** A labelled textarea, same error handling as TextField. */
export function TextareaField({
  ref,
  rows = 4,
  ...props
}: FieldShell &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own> & { ref?: Ref<HTMLTextAreaElement> }) {
  const [shell, textarea] = splitShell(props);
  return (
    <Field {...shell}>
      {(wiring) => (
        <textarea ref={ref} rows={rows} {...wiring} {...textarea} className={controlClass} />
      )}
    </Field>
  );
}

/** A labelled native select, same error handling as TextField; `children` are its options. */
export function SelectField({
  ref,
  children,
  ...props
}: FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
    ref?: Ref<HTMLSelectElement>;
    children: ReactNode;
  }) {
  const [shell, select] = splitShell(props);
  return (
    <Field {...shell}>
      {(wiring) => (
        <select ref={ref} {...wiring} {...select} className={controlClass}>
          {children}
        </select>
      )}
    </Field>
  );
}

/**
 * A select's options: first the empty choice `none` names ("any", "choose…"), then one for each
 * of `values`; `optionValue` reads an option's value from a record (strings and numbers are their own).
 */
export function SelectOptions<T>({
  none,
  values,
  label,
  optionValue,
}: {
  none?: string;
  values: readonly T[];
  label: (value: T) => ReactNode;
  optionValue?: (value: T) => string;
}) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {values.map((value) => {
        const key = optionValue ? optionValue(value) : String(value);
        return (
          <option key={key} value={key}>
            {label(value)}
          </option>
        );
      })}
    </>
  );
}
