import { SESSION_MARKER_COOKIE } from '../../../shared/constants';

/**
 * Whether this browser holds a refresh cookie, read from the marker the server sets and clears
 * with it (the refresh cookie itself is httpOnly). Without it a refresh can only fail, so the
 * visitor is signed out without asking the server.
 */
export function hasSessionMarker(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
}
