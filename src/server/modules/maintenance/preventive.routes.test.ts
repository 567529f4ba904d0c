import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { communities, properties, workOrders } from '../../db/tables';
import { addDays, localDate } from '../../lib/calendar';
import type { AppContext } from '../../context';
import { createMemoryBus } from '../../lib/bus';
import { createPreventiveWorkOrders } from './preventive-run';

const server = useTestServer();
let admin: string;
beforeAll(async () => {
  admin = await server.signIn('admin@example.com');
});

const today = () => localDate(new Date(), 'America/New_York');

async function propertyId() {
  const [p] = await server.database.db.select({ id: properties.id }).from(properties).limit(1);
  return p!.id;
}

describe('preventive maintenance schedules', () => {
  it('are for the office only', async () => {
    const landlord = await server.signIn('landlord@example.com');
    expect(
      (await server.request('GET', '/api/maintenance-schedules', { token: landlord })).status,
    ).toBe(403);
  });

  it('refuse a schedule on both a property and a community, or without its repeat', async () => {
    const [community] = await server.database.db
      .select({ id: communities.id })
      .from(communities)
      .limit(1);
    const both = await server.request('POST', '/api/maintenance-schedules', {
      token: admin,
      body: {
        propertyId: await propertyId(),
        communityId: community!.id,
        title: 'Filters',
        category: 'air_conditioning',
        repeat: 'interval',
        intervalDays: 90,
        startDate: today(),
      },
    });
    expect(both.status).toBe(400);
    expect(both.body.fields.propertyId).toBeTruthy();
    const noInterval = await server.request('POST', '/api/maintenance-schedules', {
      token: admin,
      body: {
        propertyId: await propertyId(),
        title: 'Filters',
        category: 'air_conditioning',
        repeat: 'interval',
        startDate: today(),
      },
    });
    expect(noInterval.status).toBe(400);
    expect(noInterval.body.fields.intervalDays).toBeTruthy();
  });

  it("create each occurrence's work order exactly once, however many runs", async () => {
    const created = await server.request('POST', '/api/maintenance-schedules', {
      token: admin,
      body: {
        propertyId: await propertyId(),
        title: 'Gutter cleaning',
        category: 'other',
        repeat: 'interval',
        intervalDays: 30,
        startDate: addDays(today(), 3),
        leadDays: 7,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.nextDate).toBe(addDays(today(), 3));
    const context = { db: server.database.db, bus: createMemoryBus() } as unknown as AppContext;
    const now = new Date();
    const [first, second] = await Promise.all([
      createPreventiveWorkOrders(context, now),
      createPreventiveWorkOrders(context, now),
    ]);
    const third = await createPreventiveWorkOrders(context, now);
    const made = await server.database.db
      .select({
        key: workOrders.occurrenceKey,
        status: workOrders.status,
        source: workOrders.source,
      })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.preventiveScheduleId, created.body.id),
          isNotNull(workOrders.occurrenceKey),
        ),
      );
    expect(made).toEqual([
      {
        key: `${created.body.id}:${await propertyId()}:${addDays(today(), 3)}`,
        status: 'new',
        source: 'preventive',
      },
    ]);
    expect(first + second + third).toBeGreaterThanOrEqual(1);
    expect(third).toBe(0);
  });

  it('edits a schedule and can pause it', async () => {
    const list = await server.request('GET', '/api/maintenance-schedules', { token: admin });
    const schedule = list.body.schedules.find((s: any) => s.title === 'Gutter cleaning');
    const paused = await server.request('PUT', `/api/maintenance-schedules/${schedule.id}`, {
      token: admin,
      body: {
        propertyId: schedule.property.id,
        title: 'Gutter cleaning',
        category: 'other',
        repeat: 'interval',
        intervalDays: 30,
        startDate: schedule.startDate,
        active: false,
      },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.active).toBe(false);
    expect(paused.body.nextDate).toBeNull();
  });

  it('keep the response targets and the on-call technician, refusing someone who is not one', async () => {
    const before = await server.request('GET', '/api/admin/maintenance-settings', { token: admin });
    expect(before.body.responseHours).toEqual({ emergency: 4, urgent: 24, routine: 72 });
    const resident = await server.signIn('resident@example.com');
    const me = await server.request('GET', '/api/auth/me', { token: resident });
    const wrong = await server.request('PUT', '/api/admin/maintenance-settings', {
      token: admin,
      body: {
        responseHours: { emergency: 2, urgent: 12, routine: 48 },
        onCallTechnicianId: me.body.user.id,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.onCallTechnicianId).toBeTruthy();
    const zero = await server.request('PUT', '/api/admin/maintenance-settings', {
      token: admin,
      body: { responseHours: { emergency: 0, urgent: 12, routine: 48 }, onCallTechnicianId: null },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.fields['responseHours.emergency']).toBeTruthy();
    const saved = await server.request('PUT', '/api/admin/maintenance-settings', {
      token: admin,
      body: { responseHours: { emergency: 2, urgent: 12, routine: 48 }, onCallTechnicianId: null },
    });
    expect(saved.body).toEqual({
      responseHours: { emergency: 2, urgent: 12, routine: 48 },
      onCallTechnicianId: null,
    });
  });
});
