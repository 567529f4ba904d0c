import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, controlClass, type FieldProps } from './field-shell';

type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>;

/** A text, e-mail, tel, date or number input bound to the surrounding lead form. */
export function TextField({
  numeric,
  ...props
}: FieldProps &
  InputAttrs & {
    /** Sends a number instead of text (empty → not a number → "Enter a number."). */ numeric?: boolean;
  }) {
  const { register } = useFormContext();
  const { name, label, hint, optional, className, ...input } = props;
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          inputMode={numeric ? 'numeric' : input.inputMode}
          className={controlClass}
          {...register(name, numeric ? { valueAsNumber: true } : undefined)}
        />
      )}
    </FieldShell>
  );
}

export function TextArea(
  props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'>,
) {
  const { register } = useFormContext();
  const { name, label, hint, optional, className, ...area } = props;
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <textarea rows={4} {...a11y} {...area} className={controlClass} {...register(name)} />
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A native select with a "Choose…" first option whose empty value the schema refuses. */
export function SelectField(
  props: FieldProps & { options: readonly Option[] } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'name' | 'className'
    >,
) {
  const { t } = useTranslation('leads');
  const { register } = useFormContext();
  const { name, label, hint, optional, className, options, ...select } = props;
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <select {...a11y} {...select} className={controlClass} {...register(name)}>
          <option value="">{t('form.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
