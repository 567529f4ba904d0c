import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts a server's 400/409 `fields` onto the form's own fields (focusing the first), by code when
 * the server gave one so the field shows it in the reader's language, and returns the message
 * that belongs to no field, or null when every reason found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!(err instanceof ApiError)) return 'Something went wrong. Please try again.';
  let placed = 0;
  for (const name of fieldNames) {
    const reason = serverFieldMessage(err, name);
    if (!reason) continue;
    setError(name, { type: 'server', message: reason }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0 ? null : err.message;
}

/** A refused field's reason as a form shows it: the code when there is one, else the English. */
export function serverFieldMessage(err: ApiError, field: string): string | undefined {
  return err.codes[field] ?? err.fields[field];
}
