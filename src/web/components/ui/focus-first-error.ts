import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Focuses the first control of `form`, in page order, whose name `hasError`; true when it found
 * one. Page order, because react-hook-form's own focus follows registration order, which differs
 * once a list grows or a field appears after a choice. A radio or checkbox group is reached
 * through its first box. Controls the keyboard cannot reach (a honeypot) are skipped: their
 * error has to be said elsewhere.
 */
export function focusFirstFieldInError(
  form: HTMLFormElement | null,
  hasError: (name: string) => boolean,
): boolean {
  const controls =
    form?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input[name], select[name], textarea[name]',
    ) ?? [];
  for (const control of controls) {
    if (control.tabIndex < 0 || control.disabled || control.type === 'hidden') continue;
    if (hasError(control.name)) {
      control.focus();
      return true;
    }
  }
  return false;
}

/**
 * After every submit that ends with errors (the schema's, or the server's put on fields with
 * `setError` during the submit), moves the focus to the first field in error in page order.
 * Attach `formRef` to the <form> and create the form with `shouldFocusError: false`, so the focus
 * moves once. `focusFirstError` does the same on demand, e.g. after a wizard step's `trigger`.
 * A form that needs its ref before the form exists passes its own.
 */
export function useFocusFirstError<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  ownRef?: RefObject<HTMLFormElement | null>,
) {
  const newRef = useRef<HTMLFormElement | null>(null);
  const formRef = ownRef ?? newRef;
  const { getFieldState } = form;
  // Without a form state, getFieldState reads the live errors, not this render's snapshot.
  const focusFirstError = useCallback(
    () =>
      focusFirstFieldInError(formRef.current, (name) =>
        Boolean(getFieldState(name as Path<T>).error),
      ),
    [formRef, getFieldState],
  );
  const { submitCount, errors } = form.formState;
  const failed = Object.keys(errors).length > 0;
  const handledSubmit = useRef(submitCount);
  // Once per submit: errors that appear while the reader types must not pull the focus away.
  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (failed) focusFirstError();
  });
  return { formRef, focusFirstError };
}
