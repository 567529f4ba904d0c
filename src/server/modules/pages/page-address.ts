/**
 * Query parameters that campaign and ad links add for the visitor's analytics, which no page
 * reads. An ad's every click carries its own id (fbclid, gclid), so keyed with them a page would
 * be drawn afresh for every visitor who came from an ad.
 */
const TRACKING_PARAMETER =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi)$/i;

/**
 * The address a public page is drawn and kept by: the request's path and query without the
 * tracking parameters, the rest in the order given (a page's own filters stay as they are).
 */
export function pageAddress(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const kept = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAMETER.test(pair.split('=')[0]!));
  const path = url.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
