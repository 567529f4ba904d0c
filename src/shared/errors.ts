export const ERROR_STATUS = {
  validation: 400,
  invalid_token: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  blocked: 403,
  forbidden: 403,
  not_found: 404,
  /** The processor refused the payment (declined, insufficient funds): nothing was charged. */
  payment_failed: 402,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one shape every API error has. `fields` maps a field path to the reason it was refused, in
 * English; `codes` maps the same path to the reason's validation code (src/shared/validation), so
 * the browser can word it in the reader's language.
 */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  codes?: Record<string, string>;
}
