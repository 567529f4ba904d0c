import { matchesPattern } from './route-paths';

/**
 * Pages the server draws (docs/decisions/0056): the public site. The portal and its frames stay a
 * client app, as do the staff's signature generator and the broker's prospect form; pages opened by a private link (signing, an owner's approval, a receipt) are the
 * reader's own and are drawn in their browser, never stored in the page cache.
 */
const CLIENT_ONLY_PATTERNS = [
  '/portal',
  '/portal/*',
  '/admin_panel',
  '/admin_panel/*',
  '/blog-admin',
  '/blog-admin/*',
  '/dashboard',
  '/blu-team/signature-generator',
  '/management-prospect',
  '/contracts',
  '/contracts/*',
  '/maintenance/:uid',
  '/sign/:token',
  '/owner-approval/:token',
  '/pay/receipts/:token',
];

export function isServerRenderedPath(appPath: string): boolean {
  return !CLIENT_ONLY_PATTERNS.some((pattern) => matchesPattern(pattern, appPath));
}
