import type { ApiErrorBody, ErrorCode } from '../../shared/errors';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  /** The English reason per refused field. */
  readonly fields: Record<string, string>;
  /** The validation code per refused field, when the server has one (worded by the browser). */
  readonly codes: Record<string, string>;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    body: Partial<ApiErrorBody> | null,
    retryAfterSeconds: number | null = null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = body?.error ?? (status === 0 ? 'network' : 'internal');
    this.fields = body?.fields ?? {};
    this.codes = body?.codes ?? {};
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** The server's renderer answers the page's requests in-process; the browser uses fetch. */
export function setRequestTransport(next: Transport): void {
  transport = next;
}

/** fetch + JSON, turning any non-2xx answer into an ApiError with the server's message. */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await transport(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, {
      error: 'internal',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const retryAfter = Number(res.headers.get('retry-after'));
    throw new ApiError(
      res.status,
      body as Partial<ApiErrorBody> | null,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return body as T;
}

/**
 * fetch + JSON for a link e-mailed to a guest (a contract to sign, a work order to approve): no
 * session, so plain fetch; any non-2xx answer becomes an ApiError with the server's message.
 */
export async function linkRequestJson<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, {
      error: 'internal',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body);
  return body as T;
}
