import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import {
  CheckboxField,
  CheckboxGroup,
  RadioGroup,
  type ChoiceGroupProps,
  type ChoiceOption,
} from './choice-fields';
import { SelectField, SelectOptions, TextareaField, TextField } from './form-field';

// The kit's fields bound by name to the surrounding <FormProvider>: long forms (the lead forms)
// name a field once instead of passing register() and its error to each. A field is announced as
// required unless it is marked optional.

/** The error (a code) of a field by its dotted path; undefined when it has none. */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext<FieldValues>();
  const formState = useFormState({ control, name });
  const error = getFieldState(name, formState).error;
  // An array's own error (e.g. "choose at least one") sits on `root` when items have errors too.
  return error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
}

interface BoundProps {
  /** Dotted path in the form values, e.g. "contact.email" or "properties.0.zip". */
  name: string;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

type Attrs<T> = Omit<T, 'name' | 'className' | 'children'>;

/** A text, e-mail, tel, date or number input. */
export function FormTextField({
  name,
  numeric,
  inputMode,
  optional,
  ...field
}: BoundProps &
  Attrs<InputHTMLAttributes<HTMLInputElement>> & {
    /** Sends a number instead of text (empty → not a number → "Enter a number."). */
    numeric?: boolean;
  }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextField
      {...field}
      optional={optional}
      required={!optional}
      error={error}
      inputMode={numeric ? 'numeric' : inputMode}
      {...register(name, numeric ? { valueAsNumber: true } : undefined)}
    />
  );
}

/** A date picker; the value is the `YYYY-MM-DD` the schemas expect. */
export function FormDateField(
  props: Omit<Parameters<typeof FormTextField>[0], 'type' | 'numeric'>,
) {
  return <FormTextField {...props} type="date" />;
}

export function FormTextarea({
  name,
  optional,
  ...field
}: BoundProps & Attrs<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextareaField
      {...field}
      optional={optional}
      required={!optional}
      error={error}
      {...register(name)}
    />
  );
}

/** A native select with a "Choose…" first option whose empty value the schema refuses. */
export function FormSelect({
  name,
  optional,
  options,
  ...field
}: BoundProps & { options: readonly ChoiceOption[] } & Attrs<
    SelectHTMLAttributes<HTMLSelectElement>
  >) {
  const { t } = useTranslation('common');
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <SelectField
      {...field}
      optional={optional}
      required={!optional}
      error={error}
      {...register(name)}
    >
      <SelectOptions
        none={t('form.choose')}
        values={options}
        label={(o) => o.label}
        optionValue={(o) => o.value}
      />
    </SelectField>
  );
}

type BoundGroupProps = Omit<ChoiceGroupProps, 'inputProps' | 'error'> & { name: string };

export function FormRadioGroup({ name, ...group }: BoundGroupProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <RadioGroup {...group} error={error} inputProps={register(name)} />;
}

/** Sent as an array of the checked values (default value: []). */
export function FormCheckboxGroup({ name, ...group }: BoundGroupProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <CheckboxGroup {...group} error={error} inputProps={register(name)} />;
}

/** A single box the schema may require, e.g. consent; `label` may hold links. */
export function FormCheckbox({
  name,
  label,
  description,
  className,
}: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <CheckboxField
      label={label}
      description={description}
      className={className}
      required
      error={error}
      {...register(name)}
    />
  );
}
