import { eq, inArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import type { AppContext } from '../../context';
import {
  leaseEndingNotices,
  leases,
  notifications,
  properties,
  units,
  users,
} from '../../db/tables';
import { createMemoryBus } from '../../lib/bus';
import { notifyLeasesEnding } from './notify-leases-ending';

const server = useTestServer();
let ctx: AppContext;
beforeAll(async () => {
  ctx = { db: server.database.db, bus: createMemoryBus() } as unknown as AppContext;
});

// Far in the future, so the demo's own leases never fall in this window.
const NOW = new Date('2041-03-10T15:00:00Z');

async function noticesAbout(leaseId: string) {
  return server.database.db
    .select()
    .from(notifications)
    .where(
      or(
        eq(notifications.link, `/portal/leases/${leaseId}`),
        eq(notifications.link, `/admin_panel/leases/${leaseId}`),
      ),
    );
}

describe('notifyLeasesEnding', () => {
  it('tells the residents, the landlord and the admins once, however often it runs', async () => {
    const leaseId = await createTestLease(server.database.db, {
      startDate: '2040-05-01',
      endDate: '2041-04-30',
    });
    const first = await notifyLeasesEnding(ctx, NOW, [leaseId]);
    const second = await notifyLeasesEnding(ctx, NOW, [leaseId]);
    expect(second).toEqual([]);

    const [owner] = await server.database.db
      .select({ id: properties.ownerId })
      .from(leases)
      .innerJoin(units, eq(units.id, leases.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(eq(leases.id, leaseId));
    const [resident] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'resident@example.com'));
    expect(first.map((n) => n.title)).toEqual([
      'Lease ending in 60 days',
      'Lease ending in 60 days',
      'Lease ending in 60 days',
    ]);
    const byName = (a: string, b: string) => a.localeCompare(b);
    expect(first.map((n) => n.targetUserId ?? n.targetRole!).sort(byName)).toEqual(
      [resident!.id, owner!.id, 'admin'].sort(byName),
    );
    expect(first.find((n) => n.targetUserId === resident!.id)?.body).toContain('April 30, 2041');
    expect(await noticesAbout(leaseId)).toHaveLength(2);
  });

  it('sends one notice when two runs race (the claim row decides)', async () => {
    const leaseId = await createTestLease(server.database.db, {
      startDate: '2040-05-01',
      endDate: '2041-05-05',
    });
    const runs = await Promise.all([
      notifyLeasesEnding(ctx, NOW, [leaseId]),
      notifyLeasesEnding(ctx, NOW, [leaseId]),
    ]);
    expect(runs.flat()).toHaveLength(3);
    const claims = await server.database.db
      .select()
      .from(leaseEndingNotices)
      .where(eq(leaseEndingNotices.leaseId, leaseId));
    expect(claims).toHaveLength(1);
  });

  it('leaves out leases ending later, already ended, month-to-month or renewed', async () => {
    const later = await createTestLease(server.database.db, {
      startDate: '2040-05-01',
      endDate: '2041-05-20',
    });
    const monthToMonth = await createTestLease(server.database.db, { startDate: '2040-05-01' });
    const ended = await createTestLease(server.database.db, {
      startDate: '2040-05-01',
      endDate: '2041-04-01',
      status: 'ended',
    });
    const renewed = await createTestLease(server.database.db, {
      startDate: '2040-05-01',
      endDate: '2041-04-15',
    });
    const [renewedLease] = await server.database.db
      .select()
      .from(leases)
      .where(eq(leases.id, renewed));
    await createTestLease(server.database.db, {
      unitId: renewedLease!.unitId,
      startDate: '2041-04-16',
      status: 'draft',
      renewalOf: renewed,
    });
    const ids = [later, monthToMonth, ended, renewed];
    expect(await notifyLeasesEnding(ctx, NOW, ids)).toEqual([]);
    expect(
      await server.database.db
        .select()
        .from(leaseEndingNotices)
        .where(inArray(leaseEndingNotices.leaseId, ids)),
    ).toEqual([]);
    // 2041-05-20 is 60 days after 2041-03-21: the notice goes out that day.
    const onTheDay = await notifyLeasesEnding(ctx, new Date('2041-03-21T15:00:00Z'), [later]);
    expect(onTheDay).toHaveLength(3);
  });
});
