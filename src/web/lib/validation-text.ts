import { VALIDATION_FIELDS_EN, type ValidationField } from '../../shared/validation/english';
import {
  capitalise,
  englishValidationText,
  parseValidationMessage,
} from '../../shared/validation/message';

/** The part of i18next's `t` this needs, bound to the `validation` namespace. */
export type ValidationTranslate = (key: string, options?: Record<string, string>) => string;

/**
 * A validation message (a code with its parameters, see src/shared/validation) in the language
 * `t` speaks: `{{field}}` is the named field's translation, `{{Field}}` the same capitalised.
 * A text that is not a code (already worded by someone else) is shown as it came.
 */
export function translateValidation(message: string, t: ValidationTranslate | null): string {
  const parsed = parseValidationMessage(message);
  if (!parsed) return message;
  // Until the reader's language has loaded, English beats showing a code.
  if (!t) return englishValidationText(message);
  const params = { ...parsed.params };
  if (params.field !== undefined) {
    const english = VALIDATION_FIELDS_EN[params.field as ValidationField] ?? params.field;
    params.field = t(`fields.${params.field}`, { defaultValue: english });
    params.Field = capitalise(params.field);
  }
  // A language without this code yet reads the English rather than the key.
  return t(`messages.${parsed.code}`, { ...params, defaultValue: englishValidationText(message) });
}
