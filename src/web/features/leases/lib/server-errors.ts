import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { serverFieldMessage } from '../../../lib/form-errors';

/**
 * Puts a 400's refused fields next to the form's own fields when the two are named differently
 * (the form holds dollars in `amount`, the API refuses `amountCents`); focuses the first. Returns
 * the message that found no field, or null when every reason did.
 */
export function placeServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldFor: Record<string, Path<T>>,
): string | null {
  if (!(err instanceof ApiError)) return 'Something went wrong. Please try again.';
  let placed = 0;
  for (const [apiField, formField] of Object.entries(fieldFor)) {
    const reason = serverFieldMessage(err, apiField);
    if (!reason) continue;
    setError(formField, { type: 'server', message: reason }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0 ? null : err.message;
}

/** A new key per payment the form is about to record; a retry of the same one keeps it. */
export function newIdempotencyKey(): string {
  return `office-${crypto.randomUUID()}`;
}
