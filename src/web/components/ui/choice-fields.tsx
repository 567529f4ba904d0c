import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, fieldWiring } from './field-messages';
import { OptionalMark } from './form-field';

// Checkboxes and radio groups of the form-field kit. A group is a fieldset whose legend names it;
// its hint and error are the fieldset's description, and every box in it is marked invalid, so
// the error is announced whichever box the reader lands on.

/** What every box of a group gets: react-hook-form's `register(name)`, or name/onChange/… */
export type ChoiceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

export interface ChoiceGroupProps {
  legend: string;
  options: readonly ChoiceOption[];
  inputProps: ChoiceInputProps;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean | undefined;
  className?: string | undefined;
  /** `cards` (bordered boxes, the public forms) or `inline` (a compact row, the portal). */
  look?: 'cards' | 'inline';
  /** Grid columns of `cards` from 768 px up. */
  columns?: 1 | 2 | 3;
}

const columnClass = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;

const looks = {
  cards: {
    list: 'mt-2 grid gap-2',
    option:
      'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-navy has-[:checked]:border-ocean has-[:checked]:bg-ocean/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ocean/40',
    input: 'mt-0.5 size-4 shrink-0 accent-ocean',
  },
  inline: {
    list: 'mt-2 flex flex-wrap gap-x-5 gap-y-2',
    option: 'inline-flex items-center gap-2 text-sm text-slate-800',
    input: 'size-4 shrink-0 accent-ocean',
  },
} as const;

function OptionText({ label, description }: ChoiceOption) {
  return (
    <span>
      <span className="font-medium">{label}</span>
      {description && <span className="block text-slate-600">{description}</span>}
    </span>
  );
}

function ChoiceGroup({
  type,
  legend,
  options,
  inputProps,
  error,
  hint,
  optional,
  className,
  look = 'cards',
  columns = 1,
}: ChoiceGroupProps & { type: 'radio' | 'checkbox' }) {
  const id = useId();
  const wiring = fieldWiring(id, { hint, error });
  const style = looks[look];
  return (
    <fieldset className={className} aria-describedby={wiring['aria-describedby']}>
      <legend className="text-sm font-medium text-navy">
        {legend}
        {optional && <OptionalMark />}
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className={look === 'cards' ? `${style.list} ${columnClass[columns]}` : style.list}>
        {options.map((option) => (
          <label key={option.value} className={style.option}>
            <input
              {...inputProps}
              type={type}
              value={option.value}
              aria-invalid={wiring['aria-invalid']}
              className={style.input}
            />
            {look === 'cards' ? <OptionText {...option} /> : option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** One choice among a few, as radio buttons (better than a select when there are up to six). */
export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="radio" {...props} />;
}

/** Several choices; with react-hook-form the value is the array of checked values. */
export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/** A single yes/no box, e.g. consent or "published"; `label` may hold links. */
export function CheckboxField({
  label,
  description,
  error,
  required,
  className,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  /** A line under the label that says what ticking the box does. */
  description?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const wiring = fieldWiring(id, { hint: description, error, required });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          {...wiring}
          {...input}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ocean"
        />
        <div className="text-sm text-navy">
          <label htmlFor={id} className={description ? 'font-medium' : undefined}>
            {label}
          </label>
          {description && (
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {description}
            </p>
          )}
        </div>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
