import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts a server's 400/409 `fields` onto the form's own fields (focusing the first), by code when
 * the server gave one so the field shows it in the reader's language, and returns the message
 * that belongs to no field, or null when every reason found its field. `fields` names the form's
 * fields, or maps the API's names to them where the two differ (the form holds dollars in
 * `amount`, the API refuses `amountCents`).
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
): string | null {
  if (!(err instanceof ApiError)) return 'Something went wrong. Please try again.';
  const pairs: [string, Path<T>][] = Array.isArray(fields)
    ? fields.map((name) => [name, name])
    : Object.entries(fields as Readonly<Record<string, Path<T>>>);
  let placed = 0;
  for (const [apiField, formField] of pairs) {
    const reason = serverFieldMessage(err, apiField);
    if (!reason) continue;
    setError(formField, { type: 'server', message: reason }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0 ? null : err.message;
}

/** A refused field's reason as a form shows it: the code when there is one, else the English. */
export function serverFieldMessage(err: ApiError, field: string): string | undefined {
  return err.codes[field] ?? err.fields[field];
}

/**
 * The error of a form the server may refuse: `attempt` clears it and sends; a refusal puts each
 * reason at its field (see applyServerErrors) and keeps the rest for the whole form.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = async (send: () => Promise<void>) => {
    setFormError(null);
    try {
      await send();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, fields));
    }
  };
  return { formError, setFormError, attempt };
}
