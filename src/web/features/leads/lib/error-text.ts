import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { leadMessageCode } from '../../../../shared/schemas/leads/messages';

/**
 * The text shown for a validation message: the schemas (and the server) speak English, the
 * `leads` namespace has each of their messages in every language, keyed by code.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('leads');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const code = leadMessageCode(message);
      return code ? t(`errors.${code}`) : message;
    },
    [t],
  );
}
