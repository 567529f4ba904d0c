import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';
import {
  englishValidationText,
  parseValidationMessage,
} from '../../shared/validation/english-text';

/** Thrown anywhere in a request; the error handler turns it into `{error, message, fields?, codes?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly codes: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      codes?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.codes = options.codes;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('unauthenticated', 'Sign in to continue.');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('forbidden', message);
export const notFound = (what = 'That item') => new AppError('not_found', `${what} was not found.`);

/**
 * The 400 for refused fields. Each reason is a validation message (a code from
 * src/shared/validation, worded in English here) or, for a rule no form checks, an English
 * sentence. The first field's reason is the answer's message.
 */
export function validationError(reasons: Record<string, string>): AppError {
  const fields: Record<string, string> = {};
  const codes: Record<string, string> = {};
  for (const [field, reason] of Object.entries(reasons)) {
    fields[field] = englishValidationText(reason);
    if (parseValidationMessage(reason)) codes[field] = reason;
  }
  const first = Object.entries(fields)[0];
  return new AppError(
    'validation',
    first ? `${first[0]}: ${first[1]}` : 'The request is not valid.',
    {
      fields,
      codes: Object.keys(codes).length > 0 ? codes : undefined,
    },
  );
}

/** One refused field; the message is the bare reason, as the forms show it. */
export const fieldError = (field: string, reason: string) => {
  const error = validationError({ [field]: reason });
  return new AppError('validation', englishValidationText(reason), {
    fields: error.fields,
    codes: error.codes,
  });
};
