// PostgreSQL text cannot hold a NUL byte, and a lone UTF-16 surrogate (valid in JSON's "\ud800",
// not in UTF-8) cannot be encoded: either fails the query. Shared by the input guard (API
// requests) and the page resolvers (paths of server-rendered pages).
export const CONTROL_CHARACTER_REASON = 'Remove the invisible control character (NUL)';
export const BROKEN_CHARACTER_REASON = 'Remove the broken character (a lone UTF-16 surrogate)';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why the database cannot store `text`, or null when it can. */
export function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return CONTROL_CHARACTER_REASON;
  if (LONE_SURROGATE.test(text)) return BROKEN_CHARACTER_REASON;
  return null;
}
