import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';

/** Thrown anywhere in a request; the error handler turns it into `{error, message, fields?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
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
export const fieldError = (field: string, reason: string) =>
  new AppError('validation', reason, { fields: { [field]: reason } });
