import { INVALID_ROLES_ERROR, type Role } from '../../../shared/constants';

/** Where the roles check stands: not answered yet, answered with the role names, or failed. */
export type RolesState =
  { status: 'pending' } | { status: 'verified'; names: readonly string[] } | { status: 'failed' };

export type PortalDecision = 'wait' | 'allow' | 'redirect';

export interface PortalAccessInput {
  loading: boolean;
  /** Anything truthy means signed in. */
  user: unknown;
  role: Role | null;
  rolesState: RolesState;
}

/**
 * The portal guard (docs/product.md) as a pure rule. Spinner while loading, while the role is unknown or the
 * roles are not yet verified; redirect when signed out, when the fetch failed (or answered
 * something that is not a list) or when the role is not among the names; otherwise allow.
 */
export function decidePortalAccess({
  loading,
  user,
  role,
  rolesState,
}: PortalAccessInput): PortalDecision {
  if (loading) return 'wait';
  if (!user) return 'redirect';
  if (rolesState.status === 'failed') return 'redirect';
  if (role === null || rolesState.status === 'pending') return 'wait';
  return rolesState.names.includes(role) ? 'allow' : 'redirect';
}

/** The roles answer must be an array of `{name}`; anything else is "Invalid roles data" (docs/product.md). */
export function parseRoleNames(data: unknown): string[] {
  if (!Array.isArray(data)) throw new Error(INVALID_ROLES_ERROR);
  return data
    .map((item: unknown) =>
      item && typeof item === 'object' && 'name' in item ? (item as { name: unknown }).name : null,
    )
    .filter((name): name is string => typeof name === 'string');
}
