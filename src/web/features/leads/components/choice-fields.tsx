import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, useFieldError } from './field-shell';
import type { Option } from './form-fields';

interface GroupProps {
  name: string;
  legend: string;
  hint?: string;
  options: readonly (Option & { description?: string })[];
  className?: string;
  /** Grid columns from 768 px up. */
  columns?: 1 | 2 | 3;
  /** Marks the legend "(optional)"; the schema decides whether it really is. */
  optional?: boolean;
}

const columnClass = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;

function Group({
  legend,
  hint,
  error,
  className,
  columns = 1,
  optional,
  children,
}: Omit<GroupProps, 'name' | 'options'> & {
  error?: string;
  optional?: boolean;
  children: (ids: { describedBy?: string }) => ReactNode;
}) {
  const { t } = useTranslation('leads');
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-navy">
        {legend}
        {optional && <span className="font-normal text-slate-600"> {t('form.optional')}</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={`mt-2 grid gap-2 ${columnClass[columns]}`}>{children({ describedBy })}</div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-navy has-[:checked]:border-ocean has-[:checked]:bg-ocean/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ocean/40';
const inputClass = 'mt-0.5 size-4 shrink-0 accent-ocean';

function OptionText({ label, description }: { label: string; description?: string }) {
  return (
    <span>
      <span className="font-medium">{label}</span>
      {description && <span className="block text-slate-600">{description}</span>}
    </span>
  );
}

/** One choice among a few, as radio buttons (better than a select when there are up to six). */
export function RadioGroup(props: GroupProps) {
  const { register } = useFormContext();
  const error = useFieldError(props.name);
  return (
    <Group {...props} error={error}>
      {() =>
        props.options.map((o) => (
          <label key={o.value} className={optionClass}>
            <input
              type="radio"
              value={o.value}
              aria-invalid={error ? true : undefined}
              className={inputClass}
              {...register(props.name)}
            />
            <OptionText label={o.label} description={o.description} />
          </label>
        ))
      }
    </Group>
  );
}

/** Several choices, sent as an array of the checked values (default value: []). */
export function CheckboxGroup(props: GroupProps) {
  const { register } = useFormContext();
  const error = useFieldError(props.name);
  return (
    <Group {...props} error={error}>
      {() =>
        props.options.map((o) => (
          <label key={o.value} className={optionClass}>
            <input
              type="checkbox"
              value={o.value}
              aria-invalid={error ? true : undefined}
              className={inputClass}
              {...register(props.name)}
            />
            <OptionText label={o.label} description={o.description} />
          </label>
        ))
      }
    </Group>
  );
}

/** A single yes/no box, e.g. consent; `label` may hold links. */
export function CheckboxField({
  name,
  label,
  className,
}: {
  name: string;
  label: ReactNode;
  className?: string;
}) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-ocean"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm text-navy">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
