/**
 * The roles by name, for the few places that must name one as data: the role a new account is
 * given, a role list for a form or a zod enum, the header of view-as. Who may do something, who
 * is told and who can be chosen are asked of the table below (`can`, `rolesHolding`), never of a
 * role's name: no other file compares a role with a literal (role-literals.test.ts).
 */
export const ROLE = {
  admin: 'admin',
  landlord: 'landlord',
  resident: 'resident',
  sb: 'sb',
  mt: 'mt',
  user: 'user',
} as const;

export const PORTAL_ROLES = [ROLE.admin, ROLE.landlord, ROLE.resident, ROLE.sb, ROLE.mt] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];
/** A signed-in account without a portal role. */
export const DEFAULT_ROLE = ROLE.user;
export type Role = PortalRole | typeof DEFAULT_ROLE;
export const ALL_ROLES: readonly Role[] = [...PORTAL_ROLES, DEFAULT_ROLE];

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
  /** Accounting reports: every one, company-wide (the office), or one's own owner ledger, income statement and rent roll. */
  'read:reports:any',
  'read:reports:own',
  /** The books: closing months, moving fees earned out of trust, the chart of accounts, manual entries. */
  'manage:books:any',
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
  /** Vendors: their details, the technicians working for them, revealing a taxpayer id (audited). */
  'manage:vendors:any',
  /** Bills: entering, approving, voiding, paying them by check, voiding checks, property reserves. */
  'manage:bills:any',
  /** The bills of one's own properties (an owner), and answering for one above the threshold. */
  'read:bills:own',
  /** Owner payouts: the month's run (preview, confirm, NACHA file, checks), owners' payout accounts, contributions. */
  'manage:payouts:any',
  /** Bank statements, matching and the monthly reconciliation of the bank accounts (the office). */
  'write:banking:any',
  /** Year-end 1099s: the year's review of vendors and owners, its CSV and each recipient's copy. */
  'read:tax-forms:any',
  /** Owners' tax profiles: W-9 entity type, name, address, taxpayer id (revealing it is audited). */
  'manage:tax-profiles:any',
  // Capabilities: who someone is rather than what they may call. The server finds the accounts
  // holding one with `capabilityHolders` (src/server/lib/capability-holders.ts), by stored role.
  /** Told of what the office handles: role-targeted notices, staff e-mails (new leads, emergencies, returned payments). */
  'receive:office-notices:any',
  /** Acts for the company: its signer on contracts, and who completes a contract whose sender is gone. */
  'represent:company:any',
  /** Can be assigned leads: the brokers offered in the inbox and listed on the broker workspace. */
  'take:leads:assigned',
  /** Can be booked for work orders: the technicians offered for visits and on call. */
  'take:work-orders:assigned',
  /** Can be named a property's owner. */
  'take:properties:own',
  /** Can be named a resident of a lease (only residents rent a home). */
  'take:leases:own',
  /** Uses the company's own tools (the e-mail signature generator). */
  'use:staff-tools:any',
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
  'take:leases:own',
];

/**
 * What the office is not: a broker leads are assigned to, a technician jobs are booked with, an
 * owner of properties. An admin holds these only while viewing as such a role.
 */
const OTHER_ROLES_CAPABILITIES: readonly Permission[] = [
  'take:leads:assigned',
  'take:work-orders:assigned',
  'take:properties:own',
];

export const ROLE_PERMISSIONS = {
  admin: PERMISSIONS.filter(
    (permission) =>
      !TENANT_OWN_PERMISSIONS.includes(permission) &&
      !OTHER_ROLES_CAPABILITIES.includes(permission),
  ),
  landlord: [
    'read:roles:any',
    'read:portal:own',
    'write:listings:own',
    'read:properties:own',
    'read:leases:own',
    'read:statements:own',
    'read:reports:own',
    'read:work-orders:own',
    'approve:work-orders:own',
    'read:bills:own',
    'take:properties:own',
  ],
  resident: [
    'read:roles:any',
    'read:portal:own',
    'read:leases:own',
    'read:tenancy:own',
    'pay:leases:own',
    'read:work-orders:own',
    'request:maintenance:own',
    'take:leases:own',
  ],
  sb: [
    'read:roles:any',
    'read:portal:own',
    'read:leads:assigned',
    'write:leads:assigned',
    'create:prospects:own',
    'send:contracts:own',
    'take:leads:assigned',
    'use:staff-tools:any',
  ],
  mt: [
    'read:roles:any',
    'read:portal:own',
    'read:work-orders:assigned',
    'work:work-orders:assigned',
    'take:work-orders:assigned',
    'use:staff-tools:any',
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

/**
 * The roles holding a permission, in the table's order. For a capability ("who is told", "who can
 * be assigned"): the server turns it into a query on stored roles (capability-holders.ts).
 */
export function rolesHolding(permission: Permission): Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => can(role, permission));
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const granted: readonly Permission[] = ROLE_PERMISSIONS[role] ?? [];
  return granted.includes(permission);
}
