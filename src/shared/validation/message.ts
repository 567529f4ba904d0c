import type { ValidationCode, ValidationField } from './english';

/**
 * A validation message travels as one string, because that is what zod issues and
 * react-hook-form errors carry: the code, then its parameters as a query string, e.g.
 * `text.tooLong?max=120` or `text.required?field=brandName`.
 *
 * This module holds no texts: the browser words codes from its `validation` texts, and only the
 * server (and tests) read the English table (./english-text.ts).
 */
export type ValidationParams = { field?: ValidationField } & Record<string, string | number>;

export function validationMessage(code: ValidationCode, params?: ValidationParams): string {
  if (!params) return code;
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  return `${code}?${query.toString()}`;
}

export interface SplitValidationMessage {
  code: string;
  params: Record<string, string>;
}

/** A code's shape: `group.rule`, in lower camel case, with parameters or none. */
const CODE_SHAPE = /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*(\?|$)/;

/**
 * The code and parameters of a message shaped like one, or null for a worded text. Whether the
 * code is known is for the reader of the texts to say.
 */
export function splitValidationMessage(message: string): SplitValidationMessage | null {
  if (!CODE_SHAPE.test(message)) return null;
  const at = message.indexOf('?');
  const code = at === -1 ? message : message.slice(0, at);
  const params = at === -1 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  return { code, params };
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
