import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { serverFieldMessage } from '../../../lib/form-errors';

/**
 * Puts a 400's refused fields next to the approval form's fields when the two are named
 * differently (the form holds dollars in `rent`, the API refuses `monthlyRentCents`); focuses the
 * first. Returns the message that found no field (a 409, for one), or null when every reason did.
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
