import {
  DEFAULT_ROLE,
  TOKEN_REFRESH_MARGIN_SECONDS,
  type PortalRole,
  type Role,
} from '../../../shared/constants';
import { can } from '../../../shared/permissions';

export interface TokenClaims {
  sub: string;
  role: Role;
  blocked: boolean;
  exp: number;
}

/** Reads the claims without verifying (the server verifies); throws on a malformed token. */
export function decodeClaims(token: string): TokenClaims {
  const part = token.split('.')[1];
  if (!part) throw new Error('Malformed token');
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const payload = JSON.parse(json) as Record<string, unknown>;
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
    throw new Error('Token claims are incomplete');
  }
  return {
    sub: payload.sub,
    role: (typeof payload.role === 'string' ? payload.role : DEFAULT_ROLE) as Role,
    blocked: payload.blocked === true,
    exp: payload.exp,
  };
}

/** A cached token is reused until it is within the margin of expiry. */
export function needsRefresh(expSeconds: number, nowMs: number, force = false): boolean {
  return force || expSeconds - nowMs / 1000 < TOKEN_REFRESH_MARGIN_SECONDS;
}

/** Only a real role allowed to impersonate may view as another role; for anyone else a stored role is ignored. */
export function effectiveRole(
  realRole: Role | null,
  impersonatedRole: PortalRole | null,
): Role | null {
  if (can(realRole, 'impersonate:role:any') && impersonatedRole) return impersonatedRole;
  return realRole;
}
