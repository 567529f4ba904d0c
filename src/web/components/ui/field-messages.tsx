import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useValidationText } from '../../i18n/use-validation-text';

/** What a control or group needs to be announced with its hint and error. */
export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * The wiring for the control (or group) with this id: the hint is read first, then the error,
 * so a screen reader announces why the field is refused right after what it asks for.
 */
export function fieldWiring(
  id: string,
  { hint, error, required }: { hint?: ReactNode; error?: string; required?: boolean },
): FieldWiring {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    'aria-required': required ? true : undefined,
  };
}

/** The line under a label that says what to type; its id matches `fieldWiring`. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
      {hint}
    </p>
  );
}

/**
 * Why a field is refused, under it. `message` is a validation code (worded here in the reader's
 * language) or a text someone already worded, which shows as it came.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const text = useValidationText();
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text(message)}</span>
    </p>
  );
}
