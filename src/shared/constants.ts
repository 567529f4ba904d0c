// The product's fixed figures and texts (docs/product.md). Change them only with a decision record.

import type { PortalRole } from './permissions';

// The roles are named beside the permission table, the one place that says who is who.
export { ALL_ROLES, DEFAULT_ROLE, PORTAL_ROLES, type PortalRole, type Role } from './permissions';

export const IMPERSONATION_STORAGE_KEY = 'impersonatedRole';
export const IMPERSONATION_HEADER = 'X-Impersonate-Role';
/** The one account of the impersonated role an admin views as (docs/decisions/0049). */
export const IMPERSONATED_USER_STORAGE_KEY = 'impersonatedUserId';
/** Its name, kept beside the id so every tab's banner can say whom it views as without a request. */
export const IMPERSONATED_USER_NAME_STORAGE_KEY = 'impersonatedUserName';
export const IMPERSONATED_USER_HEADER = 'X-Impersonate-User';

export const BREAKPOINTS = { md: 768, lg: 1024 } as const;

export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggablePercent: 80,
  hotKey: 'Alt+T',
} as const;

export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: true,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;

export const PORTAL_LOADER_MESSAGES: Record<PortalRole, string> = {
  admin: 'Organizing all the information for you',
  landlord: 'Getting your properties ready',
  resident: 'Making your experience more comfortable',
  sb: 'Reviewing your business opportunities',
  mt: 'Getting everything ready for you',
};
export const PORTAL_LOADER_FALLBACK = 'Loading your portal';

export const ACCESS_DENIED = {
  title: 'Access Denied',
  text: "You don't have permission to access this page. Please contact your administrator or sign in with proper credentials.",
  code: 'Error Code 401',
} as const;

export const NOT_FOUND = {
  heading: 'Page not Found',
  text: "We're sorry, the page you requested could not be found please go back to the home page.",
  button: 'Go Home',
} as const;

/** The same panel for a reader of the Spanish site (`/es/…`). */
export const NOT_FOUND_ES = {
  heading: 'Página no encontrada',
  text: 'Lo sentimos, no encontramos la página que buscas. Vuelve a la página de inicio.',
  button: 'Ir al inicio',
} as const;

export const NO_SESSION_ERROR = 'No valid user session found';
export const INVALID_ROLES_ERROR = 'Invalid roles data';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The client refreshes its access token when fewer than this many seconds remain. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;

/**
 * The company's time zone until its site settings say otherwise (they hold the real one, and the
 * database defaults to this): times are stored in UTC and shown as the office in Miami sees them.
 */
export const COMPANY_TIME_ZONE = 'America/New_York';

/**
 * A cookie the browser may read, present while it holds a refresh cookie (which it cannot read:
 * httpOnly). Not a secret and proves nothing; it only spares a visitor without a session the
 * refresh request that would fail. Set and cleared by the server with the refresh cookie.
 */
export const SESSION_MARKER_COOKIE = 'blu_signed_in';
