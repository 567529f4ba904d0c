import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useSignedIn, useTestServer } from '../../../../tests/support/api';
import { assertBooksAgree } from '../../../../tests/support/books-agree';
import { rawRows } from '../../db/raw-rows';
import { properties, users } from '../../db/tables';
import { trustLiabilities } from '../accounting/trust-liabilities';

// Seeding the demo's books is slow on a busy machine.
vi.setConfig({ hookTimeout: 400_000, testTimeout: 200_000 });

const server = useTestServer();
const tokens = useSignedIn(server, 'admin', 'landlord', 'landlord2');

const as = (who: keyof typeof tokens, method: string, path: string, body?: unknown) =>
  server.request(method, path, { token: tokens[who], body });

const key = () => `payout-${randomUUID()}`;
const byId = (a: string, b: string) => a.localeCompare(b);

async function ownerOf(email: string) {
  const [row] = await server.database.db
    .select({ ownerId: users.id, propertyId: properties.id })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(users.email, email))
    .orderBy(properties.name)
    .limit(1);
  return row!;
}

async function download(path: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

async function contribute(owner: { ownerId: string; propertyId: string }, cents: number) {
  const res = await as('admin', 'POST', `/api/owners/${owner.ownerId}/contributions`, {
    propertyId: owner.propertyId,
    amountCents: cents,
    memo: 'Covering a shortfall',
    idempotencyKey: key(),
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Each owner's funds held and what the trust holds for them (funds plus bills owed). */
async function books(ownerId: string) {
  const b = await trustLiabilities(server.database.db);
  const funds = b.owners.find((o) => o.ownerId === ownerId)?.cents ?? 0;
  const payables = b.payables.find((o) => o.ownerId === ownerId)?.cents ?? 0;
  return { funds, payables };
}

const ORIGINATOR = {
  odfiRouting: '021000021',
  odfiName: 'First Trust Bank',
  companyId: '1234567890',
  companyName: 'Blu Management',
};

describe('owner payouts', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const landlord = await ownerOf('landlord@example.com');
    const other = await ownerOf('landlord2@example.com');
    const month = await as('admin', 'GET', '/api/payouts/preview?month=2031-13');
    expect(month.status).toBe(400);
    expect(month.body.fields.month).toBeTruthy();
    const noKey = await as('admin', 'POST', '/api/payouts/run', { month: '2031-01' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.fields.idempotencyKey).toBeTruthy();
    const routing = await as('admin', 'PUT', `/api/owners/${landlord.ownerId}/payout-settings`, {
      method: 'ach',
      routingNumber: '123456789',
      accountNumber: '000123456789',
      accountType: 'checking',
    });
    expect(routing.status).toBe(400);
    expect(routing.body.fields.routingNumber).toMatch(/routing/);
    const account = await as('admin', 'PUT', `/api/owners/${landlord.ownerId}/payout-settings`, {
      method: 'ach',
      routingNumber: '021000021',
      accountType: 'checking',
    });
    expect(account.status).toBe(400);
    expect(account.body.fields.accountNumber).toBeTruthy();
    const originator = await as('admin', 'PUT', '/api/admin/nacha-originator', {
      ...ORIGINATOR,
      odfiRouting: '021000022',
    });
    expect(originator.status).toBe(400);
    expect(originator.body.fields.odfiRouting).toBeTruthy();
    const companyId = await as('admin', 'PUT', '/api/admin/nacha-originator', {
      ...ORIGINATOR,
      companyId: '12',
    });
    expect(companyId.status).toBe(400);
    expect(companyId.body.fields.companyId).toBeTruthy();
    const notTheirs = await as('admin', 'POST', `/api/owners/${landlord.ownerId}/contributions`, {
      propertyId: other.propertyId,
      amountCents: 100,
      idempotencyKey: key(),
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.fields.propertyId).toBeTruthy();
    const zero = await as('admin', 'POST', `/api/owners/${landlord.ownerId}/contributions`, {
      propertyId: landlord.propertyId,
      amountCents: 0,
      idempotencyKey: key(),
    });
    expect(zero.status).toBe(400);
    expect(zero.body.fields.amountCents).toBeTruthy();
  });

  it('lets only the office run payouts, and an owner read only their own', async () => {
    const landlord = await ownerOf('landlord@example.com');
    const other = await ownerOf('landlord2@example.com');
    expect((await as('landlord', 'GET', '/api/payouts/preview?month=2031-01')).status).toBe(403);
    expect(
      (
        await as('landlord', 'POST', '/api/payouts/run', {
          month: '2031-01',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(403);
    expect(
      (await as('landlord', 'GET', `/api/owners/${landlord.ownerId}/payout-settings`)).status,
    ).toBe(403);
    expect(
      (
        await as('landlord', 'POST', `/api/owners/${landlord.ownerId}/contributions`, {
          propertyId: landlord.propertyId,
          amountCents: 100,
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(403);
    expect((await as('landlord', 'GET', '/api/admin/nacha-originator')).status).toBe(403);
    const own = await as('landlord', 'GET', `/api/reports/owners/${landlord.ownerId}/payouts`);
    expect(own.status).toBe(200);
    const theirs = await as('landlord', 'GET', `/api/reports/owners/${other.ownerId}/payouts`);
    expect(theirs.status).toBe(404);
  });

  it('pays each owner once per month under two parallel runs, by NACHA and check, and the books agree', async () => {
    const db = server.database.db;
    const landlord = await ownerOf('landlord@example.com');
    const other = await ownerOf('landlord2@example.com');
    expect((await as('admin', 'PUT', '/api/admin/nacha-originator', ORIGINATOR)).status).toBe(200);
    const settings = await as('admin', 'PUT', `/api/owners/${landlord.ownerId}/payout-settings`, {
      method: 'ach',
      routingNumber: '011000015',
      accountNumber: '000987654321',
      accountType: 'savings',
    });
    expect(settings.status).toBe(200);
    expect(settings.body.accountMasked).toBe('****4321');
    expect(JSON.stringify(settings.body)).not.toContain('987654321');
    const [stored] = await rawRows<{ account_encrypted: string }>(
      db,
      sql`select account_encrypted from owner_payout_settings where owner_id = ${landlord.ownerId}`,
    );
    expect(stored!.account_encrypted).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(stored!.account_encrypted).not.toContain('987654321');
    // The owner pays money in; a retry of the same key records it once.
    const contributionKey = key();
    const body = {
      propertyId: landlord.propertyId,
      amountCents: 250_000,
      memo: 'Cover',
      idempotencyKey: contributionKey,
    };
    const first = await as('admin', 'POST', `/api/owners/${landlord.ownerId}/contributions`, body);
    const again = await as('admin', 'POST', `/api/owners/${landlord.ownerId}/contributions`, body);
    expect(again.body.id).toBe(first.body.id);
    await contribute(other, 120_000);

    const month = '2031-01';
    const preview = await as('admin', 'GET', `/api/payouts/preview?month=${month}`);
    expect(preview.status).toBe(200);
    expect(preview.body.originatorMissing).toBe(false);
    const mine = preview.body.owners.find((o: any) => o.ownerId === landlord.ownerId);
    expect(mine.method).toBe('ach');
    expect(mine.availableCents).toBeGreaterThan(0);
    expect(mine.availableCents).toBe(
      Math.max(0, mine.heldCents - mine.reserveCents - mine.billsCents - mine.unsettledCents),
    );
    for (const row of preview.body.owners) {
      expect(row.availableCents).toBeGreaterThanOrEqual(0);
      if (row.availableCents === 0) expect(row.reason).not.toBeNull();
    }
    const due = preview.body.owners.filter((o: any) => o.reason === null);
    // Hold one owner back (not the ACH one).
    const held = due.find(
      (o: any) => o.ownerId !== landlord.ownerId && o.ownerId !== other.ownerId,
    );
    const hold = held ? [held.ownerId] : [];

    const run = (k: string) =>
      as('admin', 'POST', '/api/payouts/run', { month, hold, idempotencyKey: k });
    const [a, b] = await Promise.all([run(key()), run(key())]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const paidIds = [...a.body.paid, ...b.body.paid].map((p: any) => p.ownerId);
    expect(new Set(paidIds).size).toBe(paidIds.length);
    const expected = due.filter((o: any) => !hold.includes(o.ownerId)).map((o: any) => o.ownerId);
    expect(paidIds.toSorted(byId)).toEqual(expected.toSorted(byId));
    const counts = await rawRows<{ owner: string; n: number }>(
      db,
      sql`select owner_id as owner, count(*)::int as n from owner_payouts where month = ${month} group by owner_id`,
    );
    expect(counts.every((c) => c.n === 1)).toBe(true);
    if (held) expect(counts.some((c) => c.owner === held.ownerId)).toBe(false);
    // A third run pays nobody, and answers who was paid already.
    const third = await run(key());
    expect(third.body.paid).toEqual([]);
    expect(third.body.alreadyPaid.map((p: any) => p.ownerId).toSorted(byId)).toEqual(
      expected.toSorted(byId),
    );

    // The ACH payout is in exactly one run's NACHA file, whose totals are the run's transfers.
    const achRun = [a.body, b.body].find((r: any) =>
      r.paid.some((p: any) => p.ownerId === landlord.ownerId),
    );
    const nacha = await download(`/api/payouts/runs/${achRun.runId}/nacha`);
    expect(nacha.status).toBe(200);
    const records = nacha.body.trimEnd().split('\n');
    expect(records.every((r) => r.length === 94)).toBe(true);
    expect(records.length % 10).toBe(0);
    expect(records[0]![0]).toBe('1');
    expect(records[1]!.slice(0, 1)).toBe('5');
    expect(records[1]!.slice(50, 53)).toBe('PPD');
    const entries = records.filter((r) => r[0] === '6');
    const achPaid = achRun.paid.filter((p: any) => p.method === 'ach');
    expect(entries).toHaveLength(achPaid.length);
    const sum = achPaid.reduce((s: number, p: any) => s + p.amountCents, 0);
    expect(entries.reduce((s, e) => s + Number(e.slice(29, 39)), 0)).toBe(sum);
    const batchControl = records.find((r) => r[0] === '8')!;
    expect(Number(batchControl.slice(32, 44))).toBe(sum);
    const fileControl = records.find((r) => r[0] === '9')!;
    expect(Number(fileControl.slice(43, 55))).toBe(sum);
    const hash = entries.reduce((s, e) => s + Number(e.slice(3, 11)), 0);
    expect(Number(batchControl.slice(10, 20))).toBe(hash % 10_000_000_000);
    expect(entries.some((e) => e.slice(12, 29).trim() === '000987654321')).toBe(true);
    expect(entries.find((e) => e.slice(12, 29).trim() === '000987654321')!.slice(1, 3)).toBe('32');

    // The checks of the run print; a run without transfers has no NACHA file.
    const checkRun = [a.body, b.body].find((r: any) => r.checkCount > 0);
    if (checkRun) {
      const pdf = await download(`/api/payouts/runs/${checkRun.runId}/checks.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
    }

    // Each payout is one balanced distribution entry: debit 2030, credit trust cash.
    const entry = await rawRows<{ debits: string; credits: string; kind: string }>(
      db,
      sql`select e.source_kind as kind, sum(l.debit_cents)::text as debits, sum(l.credit_cents)::text as credits
          from owner_payouts p join journal_entries e on e.id = p.entry_id
          join journal_lines l on l.entry_id = e.id where p.month = ${month}
          group by e.source_kind`,
    );
    expect(entry).toEqual([
      { kind: 'distribution', debits: entry[0]!.credits, credits: entry[0]!.credits },
    ]);
    const after = await books(landlord.ownerId);
    expect(after.funds).toBeGreaterThanOrEqual(0);
    await assertBooksAgree(db);

    // The owner e-mailed (in their language) and notified; the owner reads their payout.
    const mail = await rawRows<{ subject: string }>(
      db,
      sql`select o.subject from outbox_emails o join users u on u.email = o."to"
          where u.id = ${landlord.ownerId} and (o.subject like '%payout%' or o.subject like '%pago%')`,
    );
    expect(mail.length).toBeGreaterThan(0);
    const listed = await as('landlord', 'GET', `/api/reports/owners/${landlord.ownerId}/payouts`);
    expect(listed.body.items.some((p: any) => p.month === month && p.method === 'ach')).toBe(true);

    // The owner's statement shows the contribution and the payout, and balances.
    const mtd = await as('landlord', 'GET', '/api/statements/month-to-date');
    expect(mtd.status).toBe(200);
    const acct = mtd.body.account;
    const paidAch = achPaid.find((p: any) => p.ownerId === landlord.ownerId).amountCents;
    expect(acct.payoutsCents).toBeGreaterThanOrEqual(paidAch);
    expect(acct.contributionsCents).toBeGreaterThanOrEqual(250_000);
    expect(
      acct.movements.some((m: any) => m.kind === 'payout' && m.reference.startsWith('ACH')),
    ).toBe(true);
    expect(
      acct.beginningCents +
        acct.netFromPropertiesCents +
        acct.contributionsCents -
        acct.payoutsCents,
    ).toBe(acct.endingCents);
    // Landlords see only their own.
    const otherMtd = await as(
      'landlord',
      'GET',
      `/api/statements/month-to-date?ownerId=${other.ownerId}`,
    );
    expect(otherMtd.status).toBe(404);
    const issued = await as('landlord', 'GET', '/api/statements');
    if (issued.body.statements.length > 0) {
      const csv = await fetch(`${server.url}/api/statements/${issued.body.statements[0].id}/csv`, {
        headers: { authorization: `Bearer ${tokens.landlord}` },
      });
      const text = await csv.text();
      expect(text).toContain('Beginning balance');
      expect(text).toContain('Ending balance');
      const pdf = await fetch(`${server.url}/api/statements/${issued.body.statements[0].id}/pdf`, {
        headers: { authorization: `Bearer ${tokens.landlord}` },
      });
      expect(pdf.status).toBe(200);
    }
  });

  it('a payout racing a bill payment never takes an owner below zero', async () => {
    const db = server.database.db;
    const owner = await ownerOf('landlord2@example.com');
    await contribute(owner, 80_000);
    const options = (await as('admin', 'GET', '/api/bill-options')).body;
    const repairs = options.accounts.find((a: any) => a.code === '5100');
    const bill = await as('admin', 'POST', '/api/bills', {
      vendorId: options.vendors[0].id,
      propertyId: owner.propertyId,
      invoiceNumber: `RACE-${randomUUID().slice(0, 8)}`,
      invoiceDate: '2026-11-01',
      dueDate: '2026-11-30',
      lines: [{ accountId: repairs.id, description: 'Pump', amountCents: 30_000 }],
    });
    expect(bill.status).toBe(201);
    expect((await as('admin', 'POST', `/api/bills/${bill.body.id}/approve`)).status).toBe(200);
    const [payout, payment] = await Promise.all([
      as('admin', 'POST', '/api/payouts/run', { month: '2031-02', idempotencyKey: key() }),
      as('admin', 'POST', '/api/bill-payments/checks', {
        billIds: [bill.body.id],
        idempotencyKey: key(),
      }),
    ]);
    expect(payout.status).toBe(200);
    expect([200, 409]).toContain(payment.status);
    const after = await books(owner.ownerId);
    const [reserve] = await rawRows<{ cents: string }>(
      db,
      sql`select coalesce(sum(reserve_cents), 0)::text as cents from properties where owner_id = ${owner.ownerId}`,
    );
    expect(after.funds).toBeGreaterThanOrEqual(0);
    // What the trust holds for the owner past the bills owed stays at or above the reserves.
    expect(after.funds).toBeGreaterThanOrEqual(Number(reserve!.cents));
    expect(after.funds + after.payables).toBeGreaterThanOrEqual(0);
    await assertBooksAgree(db);
  });
});
