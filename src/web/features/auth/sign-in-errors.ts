import { isInAppPath } from '../../../shared/in-app-path';
import { ApiError } from '../../lib/api-error';

export type SignInProblem =
  | { kind: 'invalid' }
  | { kind: 'blocked' }
  | { kind: 'rate-limited'; retryAt: Date | null; minutes: number | null }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'offline' }
  | { kind: 'other'; message: string };

/** What went wrong with a sign-in, from the server's answer (Retry-After gives when to retry). */
export function classifySignInError(err: unknown, now = Date.now()): SignInProblem {
  if (!(err instanceof ApiError)) return { kind: 'other', message: String(err) };
  // No answer at all: the request never reached the server.
  if (err.status === 0) return { kind: 'offline' };
  if (err.code === 'invalid_credentials') return { kind: 'invalid' };
  if (err.code === 'blocked') return { kind: 'blocked' };
  if (err.code === 'rate_limited' || err.status === 429) {
    const seconds = err.retryAfterSeconds;
    return {
      kind: 'rate-limited',
      retryAt: seconds ? new Date(now + seconds * 1000) : null,
      minutes: seconds ? Math.max(1, Math.ceil(seconds / 60)) : null,
    };
  }
  if (err.code === 'validation' && Object.keys(err.fields).length > 0) {
    return { kind: 'fields', fields: err.fields };
  }
  return { kind: 'other', message: err.message };
}

/** Where the guard asked to return: the remembered location, never the sign-in page itself. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (!from || typeof from.pathname !== 'string' || !isInAppPath(from.pathname)) return null;
  if (from.pathname === '/auth') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
