import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { translateValidation } from '../lib/validation-text';

/**
 * Words a validation message from the shared schemas or the server (`codes`) in the reader's
 * language. It never suspends: until the `validation` namespace has loaded, it words in English.
 */
export function useValidationText(): (message: string) => string {
  const { t, ready } = useTranslation('validation', { useSuspense: false });
  return useCallback(
    (message: string) =>
      translateValidation(message, ready ? (key, options) => t(key, options ?? {}) : null),
    [t, ready],
  );
}
