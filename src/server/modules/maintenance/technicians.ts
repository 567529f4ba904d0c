import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';
import { capabilityHolders } from '../../lib/capability-holders';

/** The technicians work can be booked with: active accounts holding `take:work-orders:assigned`, by name. */
export function listTechnicians(db: Db) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(capabilityHolders('take:work-orders:assigned', { active: true }))
    .orderBy(asc(users.name));
}
