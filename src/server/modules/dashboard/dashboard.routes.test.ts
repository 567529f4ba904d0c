import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { validLeads } from '../../../../tests/support/lead-fixtures';
import { createTestLease } from '../../../../tests/support/leasing';
import { properties, users, workOrders } from '../../db/tables';
import { addDays } from '../../lib/calendar';

const server = useTestServer();
const tokens = useSignedIn(server, 'admin', 'landlord', 'landlord2', 'resident', 'sb');

const dashboard = async (token: string) => {
  const res = await server.request('GET', '/api/dashboard', { token });
  expect(res.status).toBe(200);
  return res.body;
};
const thisMonth = (d: any) => d.months[d.months.length - 1];

async function propertyIdsOf(email: string): Promise<string[]> {
  const [owner] = await server.database.db.select().from(users).where(eq(users.email, email));
  const rows = await server.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, owner!.id));
  return rows.map((r) => r.id).sort();
}

describe('GET /api/dashboard', () => {
  it('refuses anonymous callers, residents and brokers', async () => {
    expect((await server.request('GET', '/api/dashboard')).status).toBe(401);
    expect((await server.request('GET', '/api/dashboard', { token: tokens.resident })).status).toBe(
      403,
    );
    expect((await server.request('GET', '/api/dashboard', { token: tokens.sb })).status).toBe(403);
  });

  it("answers a landlord with their own properties only, never another owner's", async () => {
    const mine = await dashboard(tokens.landlord);
    const theirs = await dashboard(tokens.landlord2);
    expect(mine.scope).toBe('own');
    expect(mine.pipeline).toBeNull();
    const myIds = mine.occupancy.byProperty.map((p: any) => p.propertyId).sort();
    const theirIds = theirs.occupancy.byProperty.map((p: any) => p.propertyId).sort();
    expect(myIds).toEqual(await propertyIdsOf('landlord@example.com'));
    expect(theirIds).toEqual(await propertyIdsOf('landlord2@example.com'));
    expect(myIds.some((id: string) => theirIds.includes(id))).toBe(false);
    // The demo's own landlord has occupied units and rent history.
    expect(mine.occupancy.occupied).toBeGreaterThan(0);
    expect(mine.months).toHaveLength(12);
    expect(mine.months.some((m: any) => m.collectedCents > 0)).toBe(true);
    // Totals are the sum of the properties' rows.
    const units = mine.occupancy.byProperty.reduce((s: number, p: any) => s + p.units, 0);
    expect(mine.occupancy.units).toBe(units);
    expect(mine.occupancy.vacant).toBe(mine.occupancy.units - mine.occupancy.occupied);
  });

  it('answers an admin with the whole company and the applications and leads', async () => {
    const company = await dashboard(tokens.admin);
    const [a, b] = [await dashboard(tokens.landlord), await dashboard(tokens.landlord2)];
    expect(company.scope).toBe('company');
    expect(company.occupancy.units).toBeGreaterThanOrEqual(a.occupancy.units + b.occupancy.units);
    expect(thisMonth(company).dueCents).toBeGreaterThanOrEqual(
      thisMonth(a).dueCents + thisMonth(b).dueCents,
    );
    expect(company.pipeline).toEqual({
      newApplications: expect.any(Number),
      newLeads: expect.any(Number),
    });
    const sent = await server.request('POST', '/api/leads/car', {
      body: validLeads.car,
      headers: { 'x-forwarded-for': '192.0.2.210' },
    });
    expect(sent.status).toBe(201);
    const after = await dashboard(tokens.admin);
    expect(after.pipeline.newApplications).toBe(company.pipeline.newApplications + 1);
    expect(after.pipeline.newLeads).toBe(company.pipeline.newLeads + 1);
  });

  it('agrees with the leases list it links to', async () => {
    for (const token of [tokens.admin, tokens.landlord, tokens.landlord2]) {
      const d = await dashboard(token);
      const delinquent = await server.request('GET', '/api/leases?delinquent=true&pageSize=1', {
        token,
      });
      const ending = await server.request('GET', '/api/leases?endingWithin=60&pageSize=1', {
        token,
      });
      expect(d.delinquentLeases).toBe(delinquent.body.total);
      expect(d.endingWithin60).toBe(ending.body.total);
    }
  });

  it('moves with the ledger: a charge raises what is due, a payment what is collected', async () => {
    const before = await dashboard(tokens.landlord);
    const otherBefore = await dashboard(tokens.landlord2);
    const today = before.today as string;
    const leaseId = await createTestLease(server.database.db, {
      startDate: addDays(today, -90),
      endDate: addDays(today, 30),
    });
    const charge = await server.request('POST', `/api/leases/${leaseId}/charges`, {
      token: tokens.admin,
      body: {
        kind: 'utility',
        amountCents: 12_345,
        description: 'Water, this month',
        dueDate: today,
      },
    });
    expect(charge.status).toBe(201);
    const charged = await dashboard(tokens.landlord);
    expect(thisMonth(charged).dueCents).toBe(thisMonth(before).dueCents + 12_345);
    expect(thisMonth(charged).collectedCents).toBe(thisMonth(before).collectedCents);
    expect(charged.endingWithin60).toBe(before.endingWithin60 + 1);

    const payment = await server.request('POST', `/api/leases/${leaseId}/payments`, {
      token: tokens.admin,
      body: {
        amountCents: 5_000,
        method: 'check',
        externalReference: '1042',
        idempotencyKey: `dashboard-${leaseId}`,
      },
    });
    expect(payment.status).toBe(201);
    const paid = await dashboard(tokens.landlord);
    expect(thisMonth(paid).collectedCents).toBe(thisMonth(before).collectedCents + 5_000);

    // A charge already past due makes the lease delinquent.
    expect(paid.delinquentLeases).toBe(before.delinquentLeases);
    const late = await server.request('POST', `/api/leases/${leaseId}/charges`, {
      token: tokens.admin,
      body: {
        kind: 'other',
        amountCents: 10_000,
        description: 'Pool key replacement',
        dueDate: addDays(today, -1),
      },
    });
    expect(late.status).toBe(201);
    expect((await dashboard(tokens.landlord)).delinquentLeases).toBe(before.delinquentLeases + 1);

    // Reversing the payment takes it out of what was collected, without raising what was due.
    const reversed = await server.request('POST', `/api/payments/${payment.body.id}/reverse`, {
      token: tokens.admin,
      body: { reason: 'Check bounced' },
    });
    expect(reversed.status).toBe(200);
    const afterReversal = await dashboard(tokens.landlord);
    expect(thisMonth(afterReversal).collectedCents).toBe(thisMonth(before).collectedCents);

    // None of it reaches the other owner.
    const otherAfter = await dashboard(tokens.landlord2);
    expect(otherAfter.months).toEqual(otherBefore.months);
    expect(otherAfter.delinquentLeases).toBe(otherBefore.delinquentLeases);
    expect(otherAfter.endingWithin60).toBe(otherBefore.endingWithin60);
  });

  it("scopes an admin viewing as a landlord to the admin's own, empty portfolio", async () => {
    const res = await server.request('GET', '/api/dashboard', {
      token: tokens.admin,
      headers: { 'x-impersonate-role': 'landlord' },
    });
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('own');
    expect(res.body.occupancy.byProperty).toEqual([]);
    expect(res.body.pipeline).toBeNull();
  });

  it("counts open, overdue and awaiting-approval work orders in the reader's scope", async () => {
    const [mine] = await propertyIdsOf('landlord@example.com');
    const [theirs] = await propertyIdsOf('landlord2@example.com');
    const before = {
      admin: await dashboard(tokens.admin),
      mine: await dashboard(tokens.landlord),
      theirs: await dashboard(tokens.landlord2),
    };
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const order = (
      n: number,
      propertyId: string,
      extra: Partial<typeof workOrders.$inferInsert>,
    ) => ({
      reference: `WO-TEST-DASH-${n}`,
      propertyId: propertyId!,
      source: 'staff' as const,
      category: 'plumbing' as const,
      urgency: 'routine' as const,
      title: 'Dashboard figure test',
      description: 'A row the dashboard counts.',
      ...extra,
    });
    await server.database.db.insert(workOrders).values([
      // An emergency unanswered for 5 hours is past its 4-hour target.
      order(1, mine!, { urgency: 'emergency', createdAt: hoursAgo(5) }),
      // An urgent one 2 hours old is not.
      order(2, mine!, { urgency: 'urgent', createdAt: hoursAgo(2) }),
      order(3, mine!, {
        status: 'waiting',
        waitingReason: 'owner_approval',
        approvalState: 'pending',
        firstResponseAt: hoursAgo(1),
      }),
      // Closed work counts nowhere.
      order(4, mine!, {
        status: 'closed',
        createdAt: hoursAgo(500),
        firstResponseAt: hoursAgo(499),
      }),
      order(5, theirs!, { urgency: 'emergency', createdAt: hoursAgo(6) }),
    ]);
    const after = {
      admin: await dashboard(tokens.admin),
      mine: await dashboard(tokens.landlord),
      theirs: await dashboard(tokens.landlord2),
    };
    const delta = (k: 'admin' | 'mine' | 'theirs') => ({
      open: after[k].maintenance.open - before[k].maintenance.open,
      overdue: after[k].maintenance.overdue - before[k].maintenance.overdue,
      awaitingApproval:
        after[k].maintenance.awaitingApproval - before[k].maintenance.awaitingApproval,
    });
    expect(delta('admin')).toEqual({ open: 4, overdue: 2, awaitingApproval: 1 });
    expect(delta('mine')).toEqual({ open: 3, overdue: 1, awaitingApproval: 1 });
    expect(delta('theirs')).toEqual({ open: 1, overdue: 1, awaitingApproval: 0 });
  });
});
