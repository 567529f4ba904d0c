import {
  PORTAL_LOADER_FALLBACK,
  PORTAL_LOADER_MESSAGES,
  PUBLIC_LOADER_FALLBACK,
  PUBLIC_LOADER_MESSAGES,
  type Role,
} from '../../../shared/constants';

const PORTAL_PREFIXES = ['/portal', '/admin_panel', '/blog-admin'];

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function isPortalPath(pathname: string): boolean {
  const segment = `/${firstSegment(pathname)}`;
  return PORTAL_PREFIXES.includes(segment);
}

/** The loader message (docs/product.md): by role on portal, admin and blog-admin paths, by path elsewhere. */
export function loaderMessage(pathname: string, role: Role | null): string {
  if (isPortalPath(pathname)) {
    return role && role in PORTAL_LOADER_MESSAGES
      ? PORTAL_LOADER_MESSAGES[role as keyof typeof PORTAL_LOADER_MESSAGES]
      : PORTAL_LOADER_FALLBACK;
  }
  const segment = firstSegment(pathname);
  if (segment === '') return PUBLIC_LOADER_MESSAGES.home;
  if (segment in PUBLIC_LOADER_MESSAGES) {
    return PUBLIC_LOADER_MESSAGES[segment as keyof typeof PUBLIC_LOADER_MESSAGES];
  }
  return PUBLIC_LOADER_FALLBACK;
}
