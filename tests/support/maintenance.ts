import { and, eq, inArray } from 'drizzle-orm';
import { leaseResidents, leases, properties, units, users } from '../../src/server/db/tables';
import type { TestServer } from './api';
import { makePng } from './images';

export async function userId(server: TestServer, email: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** A unit the resident rents now, and its property's owner. */
export async function homeOf(server: TestServer, email: string) {
  const [row] = await server.database.db
    .select({
      unitId: units.id,
      propertyId: properties.id,
      ownerId: properties.ownerId,
      leaseId: leases.id,
    })
    .from(leaseResidents)
    .innerJoin(users, eq(users.id, leaseResidents.userId))
    .innerJoin(leases, eq(leases.id, leaseResidents.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(users.email, email), inArray(leases.status, ['active', 'notice_given'])))
    .limit(1);
  if (!row) throw new Error(`${email} rents nothing`);
  return row;
}

/** Uploads a small PNG (or any bytes) as a work-order file; answers status and body. */
export async function uploadMedia(
  server: TestServer,
  token: string,
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array(makePng(64, 48)),
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'leak.png');
  const res = await fetch(`${server.url}/api/work-orders/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

export const leakRequest = (unitId: string, extra: Record<string, unknown> = {}) => ({
  unitId,
  category: 'plumbing',
  urgency: 'routine',
  description: 'The kitchen sink drips under the cabinet. The floor is wet in the morning.',
  permissionToEnter: true,
  preferredTimes: ['weekday_morning'],
  pets: 'A friendly cat',
  ...extra,
});
