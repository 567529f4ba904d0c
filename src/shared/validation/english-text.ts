import {
  VALIDATION_FIELDS_EN,
  VALIDATION_MESSAGES_EN,
  type ValidationCode,
  type ValidationField,
} from './english';
import { capitalise, splitValidationMessage } from './message';

export interface ParsedValidationMessage {
  code: ValidationCode;
  params: Record<string, string>;
}

/** The code and parameters of a message, or null for any other text (e.g. already worded). */
export function parseValidationMessage(message: string): ParsedValidationMessage | null {
  const split = splitValidationMessage(message);
  if (!split || !Object.hasOwn(VALIDATION_MESSAGES_EN, split.code)) return null;
  return split as ParsedValidationMessage;
}

/** Fills `{{name}}` from params; an unknown name stays visible rather than vanishing. */
export function interpolate(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The English text of a message, as the API answers it. A text that is not a code (a service's
 * own sentence) is returned unchanged.
 */
export function englishValidationText(message: string): string {
  const parsed = parseValidationMessage(message);
  if (!parsed) return message;
  const params = { ...parsed.params };
  const field = params.field;
  if (field !== undefined && Object.hasOwn(VALIDATION_FIELDS_EN, field)) {
    params.field = VALIDATION_FIELDS_EN[field as ValidationField];
    params.Field = capitalise(params.field);
  }
  return interpolate(VALIDATION_MESSAGES_EN[parsed.code], params);
}
