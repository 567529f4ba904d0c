import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation, type ValidationDictionary } from '../lib/validation-text';

/**
 * Turns a validation message from the shared schemas (English) into the reader's language.
 * It never suspends: until the `validation` namespace has loaded, messages show as they came.
 */
export function useValidationText(): (message: string) => string {
  const { i18n, ready } = useTranslation('validation', { useSuspense: false });
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (message: string) => {
      const dictionary = ready
        ? (i18n.getResourceBundle(language, 'validation') as ValidationDictionary | undefined)
        : undefined;
      return dictionary ? translateValidation(message, dictionary) : message;
    },
    [i18n, language, ready],
  );
}
