import { capitalise, splitValidationMessage } from '../../shared/validation/message';

/** `t` bound to the `validation` namespace, in the reader's language with English behind it. */
export type ValidationTranslate = (key: string, options?: Record<string, string>) => string;

// Never a text: tells a code the texts do not know from one they word.
const UNKNOWN = '\u0000';

/**
 * A validation message (a code with its parameters, see src/shared/validation) in the language
 * `t` speaks: `{{field}}` is the named field's translation, `{{Field}}` the same capitalised.
 * A text that is not a known code (already worded by someone else) is shown as it came.
 *
 * Without texts (`t` null: the `validation` texts have not arrived) a code has no words: the
 * answer is empty, and the field still shows it is wrong. A drawn page carries these texts and
 * every other page loads them with its first form, so a visitor does not meet this.
 */
export function translateValidation(message: string, t: ValidationTranslate | null): string {
  const split = splitValidationMessage(message);
  if (!split) return message;
  if (!t) return '';
  const params = { ...split.params };
  if (params.field !== undefined) {
    params.field = t(`fields.${params.field}`, { defaultValue: params.field });
    params.Field = capitalise(params.field);
  }
  const text = t(`messages.${split.code}`, { ...params, defaultValue: UNKNOWN });
  return text === UNKNOWN ? message : text;
}
