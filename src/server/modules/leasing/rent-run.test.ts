import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openTestDatabase, usesPostgres } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import type { Database } from '../../db/client';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { seedIfEmpty } from '../../db/seed/seed';
import { charges, leadReferenceCounters, leases, notifications, payments } from '../../db/tables';
import { postDueCharges } from './rent-run';

let database: Database;
let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  await ensureReferenceData(database.db);
  await seedIfEmpty(database.db);
});
afterAll(async () => opened?.dispose());

/** Noon in Miami on a given day (16:00 or 17:00 UTC). */
const miamiNoon = (date: string) => new Date(`${date}T17:00:00Z`);

async function invoiceCounter(): Promise<number> {
  const rows = await database.db
    .select()
    .from(leadReferenceCounters)
    .where(eq(leadReferenceCounters.prefix, 'INV'));
  return rows.reduce((sum, r) => sum + r.lastValue, 0);
}

/** A lease from 1 January of `year` with rent due on the 1st; each test takes a year of its own. */
const leaseFromJanuary = (year: number, terms: Partial<typeof leases.$inferInsert> = {}) =>
  createTestLease(database.db, { startDate: `${year}-01-01`, dueDay: 1, ...terms });

async function chargesOf(leaseId: string) {
  const rows = await database.db.select().from(charges).where(eq(charges.leaseId, leaseId));
  return rows
    .map((c) => ({
      kind: c.kind,
      period: c.period,
      amountCents: c.amountCents,
      dueDate: c.dueDate,
    }))
    .sort((a, b) => (a.dueDate + a.kind < b.dueDate + b.kind ? -1 : 1));
}

describe('postDueCharges', () => {
  it('posts prorated and whole months up to today, then nothing the second time', async () => {
    const leaseId = await createTestLease(database.db, {
      startDate: '2031-01-15',
      endDate: '2031-12-31',
      monthlyRentCents: 310_000,
      dueDay: 1,
    });
    const first = await postDueCharges(database.db, miamiNoon('2031-03-01'));
    expect(first!.rentPosted).toBeGreaterThanOrEqual(3);
    expect(await chargesOf(leaseId)).toEqual([
      { kind: 'rent', period: '2031-01', amountCents: 170_000, dueDate: '2031-01-15' },
      { kind: 'rent', period: '2031-02', amountCents: 310_000, dueDate: '2031-02-01' },
      { kind: 'rent', period: '2031-03', amountCents: 310_000, dueDate: '2031-03-01' },
    ]);
    const counterBefore = await invoiceCounter();
    const second = await postDueCharges(database.db, miamiNoon('2031-03-01'));
    // Nothing was missing, so no reference number was used up either.
    expect(await invoiceCounter()).toBe(counterBefore);
    expect(second).toMatchObject({ rentPosted: 0, lateFeesPosted: 0 });
    expect(await chargesOf(leaseId)).toHaveLength(3);
  });

  it('counts the due day in Miami, not in UTC', async () => {
    const leaseId = await leaseFromJanuary(2032);
    // 23:30 on 31 January in Miami is already 1 February in UTC: February is not due yet.
    await postDueCharges(database.db, new Date('2032-02-01T04:30:00Z'));
    expect((await chargesOf(leaseId)).map((c) => c.period)).toEqual(['2032-01']);
    await postDueCharges(database.db, new Date('2032-02-01T05:30:00Z'));
    expect((await chargesOf(leaseId)).map((c) => c.period)).toEqual(['2032-01', '2032-02']);
  });

  it('posts the late fee after the grace days when rent is unpaid, once', async () => {
    const leaseId = await leaseFromJanuary(2033, {
      monthlyRentCents: 200_000,
      lateFeeGraceDays: 5,
      lateFeePercentBasisPoints: 500,
      lateFeeCapCents: 7_500,
    });
    await postDueCharges(database.db, miamiNoon('2033-01-06'));
    expect((await chargesOf(leaseId)).map((c) => c.kind)).toEqual(['rent']);
    await postDueCharges(database.db, miamiNoon('2033-01-07'));
    await postDueCharges(database.db, miamiNoon('2033-01-08'));
    expect(await chargesOf(leaseId)).toEqual([
      { kind: 'rent', period: '2033-01', amountCents: 200_000, dueDate: '2033-01-01' },
      { kind: 'late_fee', period: '2033-01', amountCents: 7_500, dueDate: '2033-01-07' },
    ]);
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Late fee posted'));
    expect(told.some((n) => n.body.includes('$75.00'))).toBe(true);
  });

  it('posts no late fee when rent was paid within the grace days, even if caught up later', async () => {
    const leaseId = await leaseFromJanuary(2034, {
      monthlyRentCents: 200_000,
      lateFeeGraceDays: 3,
      lateFeeFlatCents: 5_000,
    });
    await postDueCharges(database.db, miamiNoon('2034-01-01'));
    await database.db.insert(payments).values({
      leaseId,
      amountCents: 200_000,
      method: 'check',
      status: 'succeeded',
      reference: `PAY-TEST-${leaseId}`,
      idempotencyKey: `test-${leaseId}`,
      receivedAt: miamiNoon('2034-01-04'),
    });
    // The server was down from the 2nd to mid-February: the run catches up February's rent and
    // its late fee, but January was paid in time.
    await postDueCharges(database.db, miamiNoon('2034-02-15'));
    expect((await chargesOf(leaseId)).map((c) => `${c.kind} ${c.period}`)).toEqual([
      'rent 2034-01',
      'rent 2034-02',
      'late_fee 2034-02',
    ]);
  });

  it('posts each month once when two runs race on two connections', async () => {
    const leaseId = await leaseFromJanuary(2035, { lateFeeGraceDays: 2, lateFeeFlatCents: 5_000 });
    const other = database.url
      ? await (await import('../../db/client')).openPostgres(database.url)
      : database;
    try {
      const at = miamiNoon('2035-06-10');
      const [a, b] = await Promise.all([
        postDueCharges(database.db, at),
        postDueCharges(other.db, at),
      ]);
      const rows = await database.db.select().from(charges).where(eq(charges.leaseId, leaseId));
      expect(rows.filter((c) => c.kind === 'rent')).toHaveLength(6);
      // Within the 60-day look-back: May and June.
      expect(
        rows
          .filter((c) => c.kind === 'late_fee')
          .map((c) => c.period!)
          .sort((x, y) => x.localeCompare(y)),
      ).toEqual(['2035-05', '2035-06']);
      expect(a!.rentPosted + b!.rentPosted).toBeGreaterThanOrEqual(6);
      const mine = rows.length;
      expect(new Set(rows.map((c) => c.reference)).size).toBe(mine);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it.skipIf(!usesPostgres())('skips a run while another instance holds the lock', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(7250046)');
      const skipped = await postDueCharges(database.db, miamiNoon('2035-06-10'), {
        skipIfRunning: true,
      });
      expect(skipped).toBeNull();
    } finally {
      await client.end();
    }
  });
});
