import { useTranslation } from '../../../i18n/use-translation';
import { useValidationText } from '../../../i18n/use-validation-text';

/** Words an error: this feature's own keys ("pay:errors.…"), else a validation code or the server's text. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('pay');
  const validation = useValidationText();
  return (message) => {
    if (!message) return undefined;
    return message.startsWith('pay:') ? t(message.slice(4)) : validation(message);
  };
}
