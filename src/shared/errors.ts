export const ERROR_STATUS = {
  validation: 400,
  invalid_token: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  blocked: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one shape every API error has. `fields` maps a field path to the reason it was refused. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
