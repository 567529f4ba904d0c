// Browsers parse an href with the WHATWG URL rules: in http(s) URLs a backslash counts as a slash
// and tabs and newlines are dropped, so "/\evil.example" and "/\t/evil.example" both open
// "//evil.example", another site. Some routers and servers decode the path once before they
// redirect, so "/%5Cevil" and "/%2F/evil" are refused too.
const BACKSLASH_OR_SPACE = /[\\\s]/;
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const ENCODED_SLASH = /%(2f|5c)/i;

/** Whether `value` is a path inside this site (never another host), e.g. "/storm?x=1#top". */
export function isInAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (BACKSLASH_OR_SPACE.test(value) || hasControlCharacter(value)) return false;
  if (ENCODED_SLASH.test(value)) return false;
  // The browser's own verdict: resolved against this site, it must stay on this site.
  const base = 'https://in-app.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
