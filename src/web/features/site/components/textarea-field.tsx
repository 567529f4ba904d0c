import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldMessages } from '../../../components/ui/form-field';

/** A labelled textarea with its error under it, styled like the portal's TextField. */
export function TextareaField({
  label,
  error,
  hint,
  ref,
  className,
  ...textarea
}: {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm aria-[invalid=true]:border-red-600"
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
