import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/tables';

/** The portal roles as the portal guard's role check reads them (docs/product.md): `[{ name }]`, by name. */
export async function listRoleRecords(db: Db): Promise<{ name: string }[]> {
  return db.select({ name: roles.name }).from(roles).orderBy(asc(roles.name));
}
