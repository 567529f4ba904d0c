import {
  VALIDATION_FIELDS_EN,
  VALIDATION_MESSAGES_EN,
  type ValidationCode,
  type ValidationField,
} from './english';

/**
 * A validation message travels as one string, because that is what zod issues and
 * react-hook-form errors carry: the code, then its parameters as a query string, e.g.
 * `text.tooLong?max=120` or `text.required?field=brandName`.
 */
export type ValidationParams = { field?: ValidationField } & Record<string, string | number>;

export function validationMessage(code: ValidationCode, params?: ValidationParams): string {
  if (!params) return code;
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  return `${code}?${query.toString()}`;
}

export interface ParsedValidationMessage {
  code: ValidationCode;
  params: Record<string, string>;
}

/** The code and parameters of a message, or null for any other text (e.g. already worded). */
export function parseValidationMessage(message: string): ParsedValidationMessage | null {
  const at = message.indexOf('?');
  const code = at === -1 ? message : message.slice(0, at);
  if (!Object.hasOwn(VALIDATION_MESSAGES_EN, code)) return null;
  const params = at === -1 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  return { code: code as ValidationCode, params };
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
