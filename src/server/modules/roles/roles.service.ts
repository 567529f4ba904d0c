import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/tables';

function rolesByNameQuery(db: Db) {
  return db
    .select({ name: roles.name })
    .from(roles)
    .orderBy(asc(roles.name))
    .prepare('roles_by_name');
}

/** Per database (tests open many): the query built once and prepared, as the portal guard asks it on every visit. */
const prepared = new WeakMap<Db, ReturnType<typeof rolesByNameQuery>>();

/** The portal roles as the portal guard's role check reads them (docs/product.md): `[{ name }]`, by name. */
export async function listRoleRecords(db: Db): Promise<{ name: string }[]> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = rolesByNameQuery(db)));
  return query.execute();
}
