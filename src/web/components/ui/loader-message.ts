import {
  PORTAL_LOADER_FALLBACK,
  PORTAL_LOADER_MESSAGES,
  type Role,
} from '../../../shared/constants';
import { siteRouteOf, type LoadingMessage } from '../../../shared/site-map';

const PORTAL_PREFIXES = ['/portal', '/admin_panel', '/blog-admin'];

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function isPortalPath(pathname: string): boolean {
  const segment = `/${firstSegment(pathname)}`;
  return PORTAL_PREFIXES.includes(segment);
}

/** The loader message on portal, admin and blog-admin paths (docs/product.md): by role. */
export function portalLoaderMessage(role: Role | null): string {
  return role && role in PORTAL_LOADER_MESSAGES
    ? PORTAL_LOADER_MESSAGES[role as keyof typeof PORTAL_LOADER_MESSAGES]
    : PORTAL_LOADER_FALLBACK;
}

/** Elsewhere, by page: the site map's message, `layout` texts `pageLoading.<key>`. */
export function publicLoaderKey(appPath: string): LoadingMessage | 'other' {
  return siteRouteOf(appPath)?.meta.loading ?? 'other';
}
