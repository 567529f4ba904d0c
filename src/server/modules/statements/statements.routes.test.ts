import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import { pdfText } from '../../../../tests/support/pdf-text';
import { createActiveUser } from '../../../../tests/support/users';
import type { AppContext } from '../../context';
import {
  charges,
  cities,
  journalEntries,
  notifications,
  outboxEmails,
  ownerStatements,
  payments,
  plans,
  properties,
  units,
} from '../../db/tables';
import { createMemoryBus } from '../../lib/bus';
import { createMailer } from '../../lib/mailer';
import { feesInTrust } from '../accounting/management-fees';
import { postUnpostedHistory } from '../accounting/post-history';
import { issueDueOwnerStatements, issueStatementsIn } from './issue-statements';

let server: TestServer;
let ctx: AppContext;
let admin: string;
let landlord: string;
let landlord2: string;
let resident: string;
let owner: { id: string; email: string; accessToken: string };
let propertyId: string;

const PROPERTY_NAME = '=HYPERLINK("http://evil.test")';

/** A payment row written straight to the table, at an exact instant. */
async function pay(
  leaseId: string,
  amountCents: number,
  receivedAt: string,
  status: 'succeeded' | 'failed' | 'reversed' = 'succeeded',
) {
  const key = `stmt-${Math.random().toString(36).slice(2)}`;
  const [row] = await server.database.db
    .insert(payments)
    .values({
      leaseId,
      amountCents,
      method: 'ach',
      status,
      reference: key,
      idempotencyKey: key,
      receivedAt: new Date(receivedAt),
    })
    .returning({ id: payments.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  ctx = {
    db: server.database.db,
    bus: createMemoryBus(),
    mailer: createMailer(undefined, 'no-reply@test'),
    config: { publicUrl: 'https://blu.test' },
  } as unknown as AppContext;
  [admin, landlord, landlord2, resident] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('landlord@example.com'),
    server.signIn('landlord2@example.com'),
    server.signIn('resident@example.com'),
  ]);
  owner = await createActiveUser(server, admin, { role: 'landlord', name: 'Olga Owner' });

  // One property on the 10 % plan, with March 2031's money at the month's edges.
  const db = server.database.db;
  const [city] = await db.select().from(cities).limit(1);
  const [plan] = await db.select().from(plans).where(eq(plans.slug, 'signature'));
  expect(plan!.percentOfRentBasisPoints).toBe(1000);
  const [property] = await db
    .insert(properties)
    .values({
      ownerId: owner.id,
      cityId: city!.id,
      planId: plan!.id,
      name: PROPERTY_NAME,
      kind: 'house',
      addressLine: '12 Statement Way',
      postalCode: '33101',
    })
    .returning({ id: properties.id });
  propertyId = property!.id;
  const [unit] = await db
    .insert(units)
    .values({ propertyId, label: 'A', bedrooms: 2, bathsTenths: 20, sizeSqFt: 1000 })
    .returning({ id: units.id });
  const leaseId = await createTestLease(db, { unitId: unit!.id, startDate: '2031-01-01' });
  // Rent owed from before, so each payment below is collected when received, not held as prepaid.
  await db.insert(charges).values({
    leaseId,
    kind: 'other',
    amountCents: 1_000_000,
    dueDate: '2031-02-01',
    reference: `stmt-owed-${Date.now()}`,
    description: 'Rent owed',
    postedAt: new Date('2031-02-01T15:00:00Z'),
  });
  await pay(leaseId, 125_005, '2031-03-05T15:00:00Z');
  await pay(leaseId, 99_999, '2031-03-06T15:00:00Z', 'failed');
  const reversed = await pay(leaseId, 50_000, '2031-03-07T15:00:00Z', 'reversed');
  await db.insert(charges).values({
    leaseId,
    kind: 'payment_reversal',
    amountCents: 50_000,
    dueDate: '2031-03-20',
    reference: `stmt-rev-${Date.now()}`,
    description: 'Reversed',
    reversesPaymentId: reversed,
    postedAt: new Date('2031-03-20T15:00:00Z'),
  });
  // 23:00 on 31 March in Miami (EDT): March's, though it is already April in UTC.
  await pay(leaseId, 70_000, '2031-04-01T03:00:00Z');
  // 23:30 on 28 February in Miami (EST): February's, though it is March in UTC.
  await pay(leaseId, 30_000, '2031-03-01T04:30:00Z');
  // Written straight to the tables, so posted to the books as an upgrade posts its history.
  await postUnpostedHistory(db);
});
afterAll(async () => server?.close());

async function ownerStatement(period: string) {
  return server.database.db
    .select()
    .from(ownerStatements)
    .where(and(eq(ownerStatements.ownerId, owner.id), eq(ownerStatements.period, period)));
}

describe('issuing statements (the scheduler step)', () => {
  it('makes last month’s statement once, e-mails and notifies the owner once', async () => {
    const now = new Date('2031-04-02T12:00:00Z');
    expect(await issueDueOwnerStatements(ctx, now)).toBeGreaterThan(0);
    expect(await issueDueOwnerStatements(ctx, now)).toBe(0);

    const rows = await ownerStatement('2031-03');
    expect(rows).toHaveLength(1);
    // 1,250.05 + 500 (reversed later) + 700 − 500 back = 1,950.05; 10 % = 195.005 → 195.01.
    expect(rows[0]).toMatchObject({
      collectedCents: 195_005,
      managementFeeCents: 19_501,
      expensesCents: 0,
      netCents: 175_504,
    });
    const mail = await server.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, owner.email), like(outboxEmails.subject, 'Owner statement%')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Owner statement for March 2031');
    expect(mail[0]!.text).toContain(`https://blu.test/portal/statements/${rows[0]!.id}`);
    const notes = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetUserId, owner.id));
    expect(notes.map((n) => [n.title, n.link])).toEqual([
      ['Owner statement ready', `/portal/statements/${rows[0]!.id}`],
    ]);
    // The month's fees left trust for the company's account, once for the two runs.
    const transfers = await server.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.sourceId, 'fees-month:2031-03'));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.sourceKind).toBe('transfer');
    expect((await feesInTrust(server.database.db)).filter((f) => f.cents > 0)).toEqual([]);
  });

  it('makes one statement when two runs race (each in its own transaction)', async () => {
    const db = server.database.db;
    const now = new Date('2031-05-02T12:00:00Z');
    const results = await Promise.all([
      db.transaction((tx) => issueStatementsIn(tx, '2031-04', now, null)),
      db.transaction((tx) => issueStatementsIn(tx, '2031-04', now, null)),
    ]);
    const mine = results.flatMap((r) => r.issued).filter((s) => s.ownerId === owner.id);
    expect(mine).toHaveLength(1);
    expect(await ownerStatement('2031-04')).toHaveLength(1);
    // April: the lease still holds the property, nothing was collected, no fee on nothing.
    expect((await ownerStatement('2031-04'))[0]).toMatchObject({
      collectedCents: 0,
      managementFeeCents: 0,
      netCents: 0,
    });
  });

  it('leaves an owner with nothing that month without a statement', async () => {
    await issueStatementsIn(server.database.db, '2030-06', new Date('2030-07-02T12:00:00Z'), null);
    expect(await ownerStatement('2030-06')).toHaveLength(0);
  });
});

describe('GET /api/statements', () => {
  it('lists only the landlord’s own statements, newest first', async () => {
    const res = await server.request('GET', '/api/statements', { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.statements.map((s: { period: string }) => s.period)).toEqual([
      '2031-04',
      '2031-03',
    ]);
    expect(res.body.owners).toEqual([{ id: owner.id, name: 'Olga Owner' }]);

    const demo = await server.request('GET', '/api/statements', { token: landlord });
    expect(demo.status).toBe(200);
    // Demo history: made by the same code from the seeded rent history.
    expect(demo.body.total).toBeGreaterThanOrEqual(12);
    const ownerIds = new Set(demo.body.statements.map((s: { ownerId: string }) => s.ownerId));
    expect(ownerIds.size).toBe(1);
    expect(ownerIds.has(owner.id)).toBe(false);
  });

  it('lets an admin read every owner’s and filter by owner', async () => {
    const all = await server.request('GET', '/api/statements', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.owners.map((o: { id: string }) => o.id)).toContain(owner.id);
    expect(all.body.pageSize).toBe(24);
    const filtered = await server.request('GET', `/api/statements?ownerId=${owner.id}`, {
      token: admin,
    });
    expect(filtered.body.total).toBe(2);
  });

  it('refuses residents (403), strangers (401) and a bad filter (400 naming it)', async () => {
    expect((await server.request('GET', '/api/statements', { token: resident })).status).toBe(403);
    expect((await server.request('GET', '/api/statements')).status).toBe(401);
    const bad = await server.request('GET', '/api/statements?ownerId=nope', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('ownerId');
  });
});

describe('GET /api/statements/:id, /pdf and /csv', () => {
  it('shows the owner their statement with its figures per property', async () => {
    const [row] = await ownerStatement('2031-03');
    const res = await server.request('GET', `/api/statements/${row!.id}`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'final',
      period: '2031-03',
      throughDate: '2031-03-31',
      ownerName: 'Olga Owner',
      netCents: 175_504,
    });
    expect(res.body.properties).toEqual([
      expect.objectContaining({
        propertyId,
        paymentsCents: 245_005,
        reversalsCents: 50_000,
        collectedCents: 195_005,
        managementFeeCents: 19_501,
        expenses: [],
        plan: expect.objectContaining({ percentOfRentBasisPoints: 1000 }),
      }),
    ]);
  });

  it('answers 404 for another owner’s statement, its PDF and CSV, and 400 for a bad id', async () => {
    const [row] = await ownerStatement('2031-03');
    for (const suffix of ['', '/pdf', '/csv']) {
      const res = await server.request('GET', `/api/statements/${row!.id}${suffix}`, {
        token: landlord2,
      });
      expect(res.status).toBe(404);
    }
    const bad = await server.request('GET', '/api/statements/not-an-id', { token: landlord });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });

  it('downloads a PDF holding the company, owner, month, property and figures', async () => {
    const [row] = await ownerStatement('2031-03');
    const res = await fetch(`${server.url}/api/statements/${row!.id}/pdf`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="statement-2031-03-olga-owner.pdf"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const settings = await server.request('GET', '/api/site-settings');
    for (const expected of [
      'Owner statement',
      'Owner: Olga Owner',
      'Month: March 2031',
      PROPERTY_NAME,
      '$1,950.05',
      '-$195.01',
      '$1,755.04',
      'No expenses this month',
      'less reversed or returned $500.00',
    ]) {
      expect(text).toContain(expected);
    }
    if (settings.status === 200 && settings.body.legalName) {
      expect(text).toContain(settings.body.legalName);
    }
  });

  it('downloads a CSV with a row per property and the total, formulas defused', async () => {
    const [row] = await ownerStatement('2031-03');
    const res = await fetch(`${server.url}/api/statements/${row!.id}/csv`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Month,Owner,Property,Address,City,Plan,Payments,Reversals,Collected,Management fee,Expenses,Net to owner,Deposits held for tenants',
    );
    expect(lines[1]).toMatch(
      /^2031-03,Olga Owner,"'=HYPERLINK\(""http:\/\/evil\.test""\)",12 Statement Way,[^,]+,Signature,2450\.05,500\.00,1950\.05,195\.01,0\.00,1755\.04,0\.00$/,
    );
    expect(lines[2]).toBe(
      '2031-03,Olga Owner,Total,,,,2450.05,500.00,1950.05,195.01,0.00,1755.04,0.00',
    );
  });
});

describe('GET /api/statements/month-to-date', () => {
  it('computes the owner’s month so far without storing it', async () => {
    const before = await server.database.db.select().from(ownerStatements);
    const res = await server.request('GET', '/api/statements/month-to-date', { token: landlord });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: null, kind: 'month_to_date', issuedAt: null });
    expect(res.body.properties.length).toBeGreaterThan(0);
    expect(res.body.netCents).toBe(
      res.body.collectedCents - res.body.managementFeeCents - res.body.expensesCents,
    );
    expect(await server.database.db.select().from(ownerStatements)).toHaveLength(before.length);
  });

  it('makes an admin name the owner (400 on ownerId) and keeps landlords to their own (404)', async () => {
    const missing = await server.request('GET', '/api/statements/month-to-date', { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('ownerId');
    const named = await server.request('GET', `/api/statements/month-to-date?ownerId=${owner.id}`, {
      token: admin,
    });
    expect(named.status).toBe(200);
    expect(named.body.ownerName).toBe('Olga Owner');
    const other = await server.request('GET', `/api/statements/month-to-date?ownerId=${owner.id}`, {
      token: landlord,
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(propertyId);
    expect(
      (await server.request('GET', '/api/statements/month-to-date', { token: resident })).status,
    ).toBe(403);
  });
});

describe('demo statements', () => {
  it('exist for both demo landlords and add up', async () => {
    for (const token of [landlord, landlord2]) {
      const res = await server.request('GET', '/api/statements', { token });
      expect(res.body.statements.length).toBeGreaterThan(0);
      // The runs above issued 2031 statements for the demo owners too; the demo's are older.
      const first = res.body.statements.find((s: { period: string }) => s.period < '2030');
      const detail = await server.request('GET', `/api/statements/${first.id}`, { token });
      const sum = detail.body.properties.reduce(
        (s: number, p: { netCents: number }) => s + p.netCents,
        0,
      );
      expect(sum).toBe(detail.body.netCents);
      expect(detail.body.collectedCents).toBeGreaterThan(0);
    }
    const seeded = await server.database.db
      .select()
      .from(notifications)
      .where(like(notifications.title, 'Owner statement%'));
    // Demo history is issued silently; only the runs above announced anything.
    expect(seeded.every((n) => n.targetUserId !== null)).toBe(true);
  });
});
