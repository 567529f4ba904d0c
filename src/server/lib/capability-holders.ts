import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { can, rolesHolding, type Permission, type Role } from '../../shared/permissions';
import { users } from '../db/tables';

/**
 * The accounts holding a capability (docs/permissions.md, "Capabilities"): a condition on `users`
 * for a query's `where`, by the **stored** role: who is told, who can be assigned, who represents
 * the company are real accounts, never a role an admin views as. `active: true` leaves blocked
 * accounts out; each caller says which it wants.
 */
export function capabilityHolders(capability: Permission, { active }: { active: boolean }): SQL {
  const byRole = inArray(users.role, rolesHolding(capability));
  return active ? and(byRole, eq(users.blocked, false))! : byRole;
}

/** True when an account read from the database holds the capability by its stored role. */
export function accountHolds(
  account: { role: string } | null | undefined,
  capability: Permission,
): boolean {
  return account != null && can(account.role as Role, capability);
}
