import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { leases, listings, properties, units } from './tables';

/**
 * Where a lease or a listing is: its unit and the unit's property, joined to a query that already
 * has the lease (or the listing). The query is a dynamic one (`.$dynamic()`), so it can go on.
 */
export function joinLeaseHome<T extends PgSelect>(query: T) {
  return joinProperty(query.innerJoin(units, eq(units.id, leases.unitId)));
}

export function joinListingHome<T extends PgSelect>(query: T) {
  return joinProperty(query.innerJoin(units, eq(units.id, listings.unitId)));
}

function joinProperty<T extends PgSelect>(query: T) {
  return query.innerJoin(properties, eq(properties.id, units.propertyId));
}
