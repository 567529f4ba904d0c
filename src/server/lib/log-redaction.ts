/**
 * What the logs may hold of a request's address. Signing links, owner-approval links, receipt
 * links and reset links carry a secret in their path or query: whoever reads a log must not be
 * able to sign, approve or read a receipt with it.
 */
const SECRET_QUERY_NAMES = new Set(['token', 'code', 'secret', 'key']);
/** The path segments whose next segment is a link's secret (`/sign/:token`, `/api/pay/receipts/:token`). */
const SECRET_AFTER = new Set(['sign', 'owner-approval', 'work-order-approvals', 'receipts']);
/**
 * Any other segment that looks like a link token: 24 or 32 random bytes in base64url (32 or 43
 * characters, with a capital letter but for about 1 in 18 million); slugs are lower case.
 */
const TOKEN_SEGMENT = /^(?=.*[A-Z])[A-Za-z0-9_-]{32,}$/;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split('/')
    .map((segment, i, all) =>
      segment && (SECRET_AFTER.has(all[i - 1] ?? '') || TOKEN_SEGMENT.test(segment))
        ? REDACTED
        : segment,
    )
    .join('/');
  if (queryAt === -1) return redactedPath;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_QUERY_NAMES.has(name.toLowerCase())) params.set(name, REDACTED);
  }
  const query = params.toString();
  return query ? `${redactedPath}?${query}` : redactedPath;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A proxy's `X-Request-Id` when it is a plain identifier, else a new one. */
export function requestIdFrom(header: string | string[] | undefined, fresh: () => string): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : fresh();
}
