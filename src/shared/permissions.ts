import type { Role } from './constants';

export const PERMISSIONS = [
  'read:roles:any',
  'read:users:any',
  'write:users:any',
  'read:audit:any',
  'send:notifications:any',
  'read:outbox:any',
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
  'write:leases:any',
  'write:ledger:any',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS = {
  admin: PERMISSIONS,
  landlord: ['read:roles:any', 'write:listings:own', 'read:properties:own', 'read:leases:own'],
  resident: ['read:roles:any', 'read:leases:own'],
  sb: ['read:roles:any', 'read:leads:assigned', 'write:leads:assigned', 'create:prospects:own'],
  mt: ['read:roles:any'],
  user: ['read:roles:any'],
} as const satisfies Record<Role, readonly Permission[]>;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const granted: readonly Permission[] = ROLE_PERMISSIONS[role] ?? [];
  return granted.includes(permission);
}
