import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { validLeads } from '../../../../tests/support/lead-fixtures';
import { auditLog, notifications, outboxEmails, users } from '../../db/tables';

let server: TestServer;
let admin: string;
let sb: string;
let sbId: string;
let residentId: string;
const created: Record<string, { id: string; reference: string }> = {};
let ip = 0;
/** What the demo data already holds: its leads, and the sales broker's share of them. */
let demoTotal: number;
let demoForSb: string[];
let demoCars: number;

async function userId(email: string) {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  sb = await server.signIn('sb@example.com');
  sbId = await userId('sb@example.com');
  residentId = await userId('resident@example.com');
  demoTotal = (await server.request('GET', '/api/leads', { token: admin })).body.total;
  demoCars = (await server.request('GET', '/api/leads?kind=car', { token: admin })).body.total;
  demoForSb = (await server.request('GET', '/api/leads', { token: sb })).body.items.map(
    (i: any) => i.reference,
  );
  for (const kind of ['ma-form', 'car', 'referral', 'concierge'] as const) {
    const res = await server.request('POST', `/api/leads/${kind}`, {
      body: validLeads[kind],
      headers: { 'x-forwarded-for': `192.0.2.${++ip}` },
    });
    created[kind] = res.body;
  }
});
afterAll(() => server.close());

const patch = (id: string, body: unknown, token = admin) =>
  server.request('PATCH', `/api/leads/${id}`, { token, body });

describe('GET /api/leads (inbox)', () => {
  it('is for staff only: anonymous 401, resident and user 403', async () => {
    expect((await server.request('GET', '/api/leads')).status).toBe(401);
    for (const email of [
      'resident@example.com',
      'user@example.com',
      'landlord@example.com',
      'mt@example.com',
    ]) {
      const res = await server.request('GET', '/api/leads', { token: await server.signIn(email) });
      expect(res.status, email).toBe(403);
    }
  });

  it('admins see every lead, newest first, filtered by kind and status', async () => {
    const all = await server.request('GET', '/api/leads', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(demoTotal + 4);
    expect(all.body.items[0].reference).toBe(created.concierge!.reference);
    const cars = await server.request('GET', '/api/leads?kind=car', { token: admin });
    // Newest first: this test's application, then the demo applications waiting for review.
    expect(cars.body.items[0].reference).toBe(created.car!.reference);
    expect(cars.body.items.every((i: any) => i.kind === 'car')).toBe(true);
    expect(cars.body.total).toBe(demoCars + 1);
    const won = await server.request('GET', '/api/leads?status=won', { token: admin });
    expect(won.body.items).toEqual([]);
    const bad = await server.request('GET', '/api/leads?status=maybe&kind=castle', {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['kind', 'status']);
  });

  it('admins open one lead with its payload and history', async () => {
    const res = await server.request('GET', `/api/leads/${created.car!.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.payload.employment.employer).toBe('Harbor Logistics');
    expect(res.body.events).toHaveLength(1);
    expect(res.body.events[0]).toMatchObject({ type: 'created', toStatus: 'new' });
    expect((await server.request('GET', '/api/leads/not-a-uuid', { token: admin })).status).toBe(
      404,
    );
    expect(
      (
        await server.request('GET', '/api/leads/00000000-0000-4000-8000-000000000000', {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });

  it('brokers see only the leads assigned to them: none of the new ones yet', async () => {
    const res = await server.request('GET', '/api/leads', { token: sb });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.reference)).toEqual(demoForSb);
    expect(
      (await server.request('GET', `/api/leads/${created['ma-form']!.id}`, { token: sb })).status,
    ).toBe(404);
  });
});

describe('PATCH /api/leads/:id', () => {
  it('an admin assigns a lead to a broker: event, audit, live notification and e-mail', async () => {
    const lead = created['ma-form']!;
    const res = await patch(lead.id, {
      assigneeId: sbId,
      status: 'contacted',
      note: 'Called, sending the agreement.',
    });
    expect(res.status).toBe(200);
    expect(res.body.assignee).toMatchObject({ id: sbId, name: 'Daniel Ortiz' });
    expect(res.body.status).toBe('contacted');
    expect(res.body.events.map((e: any) => e.type)).toEqual([
      'created',
      'status',
      'assigned',
      'note',
    ]);
    const db = server.database.db;
    const toSb = await db.select().from(notifications).where(eq(notifications.targetUserId, sbId));
    expect(toSb.map((n) => n.title)).toContain(`Lead ${lead.reference} assigned to you`);
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'sb@example.com'));
    expect(mails.some((m) => m.subject.includes(lead.reference))).toBe(true);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `lead:${lead.reference}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ status: 'contacted', assigneeId: sbId });
  });

  it('the broker now sees it, changes its status and adds a note, but cannot reassign', async () => {
    const lead = created['ma-form']!;
    const list = await server.request('GET', '/api/leads', { token: sb });
    expect(list.body.items.map((i: any) => i.reference)).toEqual([lead.reference, ...demoForSb]);
    const res = await patch(lead.id, { status: 'proposal', note: 'Proposal sent by e-mail.' }, sb);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('proposal');
    const mine = await server.request('GET', '/api/leads?status=proposal', { token: sb });
    expect(mine.body.items.map((i: any) => i.reference)).toContain(lead.reference);
    expect(mine.body.items.every((i: any) => i.status === 'proposal')).toBe(true);
    expect((await patch(lead.id, { assigneeId: null }, sb)).status).toBe(403);
    expect((await patch(created.car!.id, { status: 'won' }, sb)).status).toBe(404);
  });

  it('only an active sales broker can be the assignee', async () => {
    const res = await patch(created.car!.id, { assigneeId: residentId });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ assigneeId: 'Choose an active sales broker.' });
    const bad = await patch(created.car!.id, { assigneeId: 'daniel' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['assigneeId']);
  });

  it('an empty change or an unknown status is refused; other roles are 403', async () => {
    expect((await patch(created.car!.id, {})).status).toBe(400);
    const res = await patch(created.car!.id, { status: 'maybe' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['status']);
    const resident = await server.signIn('resident@example.com');
    expect((await patch(created.car!.id, { status: 'won' }, resident)).status).toBe(403);
  });

  it('an admin can unassign; the broker then loses sight of it', async () => {
    const lead = created['ma-form']!;
    expect((await patch(lead.id, { assigneeId: null })).status).toBe(200);
    expect((await server.request('GET', `/api/leads/${lead.id}`, { token: sb })).status).toBe(404);
  });
});

describe('GET /api/leads/brokers', () => {
  it('lists sales brokers for admins only', async () => {
    const res = await server.request('GET', '/api/leads/brokers', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ id: sbId, name: 'Daniel Ortiz', email: 'sb@example.com' }]);
    expect((await server.request('GET', '/api/leads/brokers', { token: sb })).status).toBe(403);
  });
});
