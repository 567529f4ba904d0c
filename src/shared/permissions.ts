import type { Role } from './constants';

export const PERMISSIONS = [
  'read:roles:any',
  'read:portal:own',
  'read:admin-panel:any',
  'read:users:any',
  'write:users:any',
  'read:audit:any',
  'send:notifications:any',
  'watch:notifications:any',
  'read:outbox:any',
  'write:outbox:any',
  'impersonate:role:any',
  'read:leads:any',
  'write:leads:any',
  'read:leads:assigned',
  'write:leads:assigned',
  'create:prospects:own',
  'write:site:any',
  'write:listings:any',
  'write:listings:own',
  'read:properties:any',
  'read:properties:own',
  'write:properties:any',
  'read:leases:any',
  'read:leases:own',
  /** One's own tenancy: the lease one lives under (only residents rent a home). */
  'read:tenancy:own',
  'write:leases:any',
  'write:ledger:any',
  /** Paying one's own lease online (card or bank): residents; never while viewing as someone. */
  'pay:leases:own',
  /** Monthly owner statements: every owner's (the office) or one's own (a property owner). */
  'read:statements:any',
  'read:statements:own',
  /** Rental applications (/car): the review list and one application; admins only. */
  'read:applications:any',
  /** Approving (draft lease + resident account) or declining a rental application. */
  'write:applications:any',
  /** Work orders: every one (the office), one's own (an owner's properties, a resident's requests), or those assigned to the technician. */
  'read:work-orders:any',
  'read:work-orders:own',
  'read:work-orders:assigned',
  /** Filing for anyone, assigning, scheduling, every status, costs, billing, preventive schedules. */
  'write:work-orders:any',
  /** The technician's part: start, pause for parts, complete with notes, photos and parts used. */
  'work:work-orders:assigned',
  /** Filing, following, commenting on and rating one's own maintenance requests. */
  'request:maintenance:own',
  /** Approving or declining a cost over the property's threshold, on one's own properties. */
  'approve:work-orders:own',
  /** Contracts: every one, and templates, creating any kind, voiding and resending (the office). */
  'read:contracts:any',
  'write:contracts:any',
  /** A broker's management agreements for the leads assigned to them. */
  'send:contracts:own',
  /**
   * The blog editor (`/blog-admin`): writing, scheduling and publishing posts. Admins hold it by
   * role; any other account holds it when an admin marks it a blog editor (`BLOG_EDITOR_PERMISSIONS`).
   */
  'write:blog:any',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What only someone who rents a home does for themselves: an office account rents nothing, so an
 * admin holds these only while viewing as a resident (and then as that resident).
 */
const TENANT_OWN_PERMISSIONS: readonly Permission[] = [
  'read:tenancy:own',
  'pay:leases:own',
  'request:maintenance:own',
];

export const ROLE_PERMISSIONS = {
  admin: PERMISSIONS.filter((permission) => !TENANT_OWN_PERMISSIONS.includes(permission)),
  landlord: [
    'read:roles:any',
    'read:portal:own',
    'write:listings:own',
    'read:properties:own',
    'read:leases:own',
    'read:statements:own',
    'read:work-orders:own',
    'approve:work-orders:own',
  ],
  resident: [
    'read:roles:any',
    'read:portal:own',
    'read:leases:own',
    'read:tenancy:own',
    'pay:leases:own',
    'read:work-orders:own',
    'request:maintenance:own',
  ],
  sb: [
    'read:roles:any',
    'read:portal:own',
    'read:leads:assigned',
    'write:leads:assigned',
    'create:prospects:own',
    'send:contracts:own',
  ],
  mt: [
    'read:roles:any',
    'read:portal:own',
    'read:work-orders:assigned',
    'work:work-orders:assigned',
  ],
  user: ['read:roles:any'],
} as const satisfies Record<Role, readonly Permission[]>;

/**
 * What an account marked a blog editor (users.is_blog_editor) holds besides its role's
 * permissions. Not while an admin views as someone: the view shows the role's own powers.
 */
export const BLOG_EDITOR_PERMISSIONS = ['write:blog:any'] as const satisfies readonly Permission[];

/** An account as the permission checks see it: its role and whether it is a blog editor. */
export interface PermissionHolder {
  role: Role | null | undefined;
  isBlogEditor?: boolean;
}

/** True when the account holds the permission by its role or as a blog editor. */
export function holds(holder: PermissionHolder, permission: Permission): boolean {
  if (can(holder.role, permission)) return true;
  return (
    holder.role != null &&
    holder.isBlogEditor === true &&
    (BLOG_EDITOR_PERMISSIONS as readonly Permission[]).includes(permission)
  );
}

/** True when the role holds at least one of the permissions (a rule may accept several). */
export function canAny(
  role: Role | null | undefined,
  permissions: Permission | readonly Permission[],
): boolean {
  const list: readonly Permission[] = typeof permissions === 'string' ? [permissions] : permissions;
  return list.some((permission) => can(role, permission));
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const granted: readonly Permission[] = ROLE_PERMISSIONS[role] ?? [];
  return granted.includes(permission);
}
