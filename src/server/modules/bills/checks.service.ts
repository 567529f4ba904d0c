import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/money';
import type { z } from 'zod';
import type { CheckBatchSchema, VendorCheckSchema } from '../../../shared/schemas/bills';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  bankAccounts,
  bills,
  properties,
  users,
  vendorCheckBills,
  vendorChecks,
  vendors,
} from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { maxDate } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import { propertyCashAccounts } from '../accounting/cash-accounts';
import { postEntry, reverseEntry } from '../accounting/journal';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { recordAudit } from '../audit/audit.service';

type VendorCheck = z.infer<typeof VendorCheckSchema>;
type CheckBatch = z.infer<typeof CheckBatchSchema>;

/** Held while an owner's funds are checked and spent: two admins paying at once queue here. */
export const OWNER_FUNDS_LOCK = 7_250_211;

/**
 * Numbers the checks of one batch in order: the groups are sorted (vendor, then property), and
 * each bank account's checks take its next numbers one after another. Answers the numbers, in the
 * groups' order, and each bank account's next number afterwards.
 */
export function numberChecks(
  groups: { bankAccountId: string }[],
  nextNumbers: ReadonlyMap<string, number>,
): { numbers: number[]; next: Map<string, number> } {
  const next = new Map(nextNumbers);
  const numbers = groups.map((g) => {
    const number = next.get(g.bankAccountId);
    if (number === undefined) throw new Error(`no next check number for ${g.bankAccountId}`);
    next.set(g.bankAccountId, number + 1);
    return number;
  });
  return { numbers, next };
}

export interface FundsShortfall {
  ownerId: string;
  ownerName: string;
  /** What the trust holds for the owner now: funds held plus what is set aside for bills owed. */
  heldCents: number;
  payingCents: number;
  reserveCents: number;
  shortCents: number;
}

/**
 * The commingling rule: an owner's bills are paid from that owner's money only. What the trust
 * holds for an owner is their funds held (`trustLiabilities`: the approved bills' expense already
 * taken out) plus what is owed to vendors for them (2100, money set aside for those bills); after
 * this payment it must stay at or above the reserves of the owner's properties (0 by default).
 */
export function fundsShortfall(input: {
  fundsCents: number;
  payablesCents: number;
  payingCents: number;
  reserveCents: number;
}): number {
  const after = input.fundsCents + input.payablesCents - input.payingCents;
  return Math.max(0, input.reserveCents - after);
}

async function readChecks(
  db: Db,
  where: ReturnType<typeof eq> | undefined,
): Promise<VendorCheck[]> {
  const rows = await db
    .select({
      check: vendorChecks,
      bankAccountName: bankAccounts.name,
      vendorName: vendors.legalName,
      propertyName: properties.name,
    })
    .from(vendorChecks)
    .innerJoin(bankAccounts, eq(bankAccounts.id, vendorChecks.bankAccountId))
    .innerJoin(vendors, eq(vendors.id, vendorChecks.vendorId))
    .innerJoin(properties, eq(properties.id, vendorChecks.propertyId))
    .where(where)
    .orderBy(desc(vendorChecks.createdAt), asc(vendorChecks.checkNumber));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.check.id);
  const links = await db
    .select({ checkId: vendorCheckBills.checkId, billId: vendorCheckBills.billId })
    .from(vendorCheckBills)
    .where(inArray(vendorCheckBills.checkId, ids));
  const cleared = await rawRows<{ id: string }>(
    db,
    sql`select c.id from vendor_checks c
        join journal_lines l on l.entry_id = c.entry_id
        join bank_matches m on m.journal_line_id = l.id
        where c.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => ({
    id: r.check.id,
    number: r.check.checkNumber,
    bankAccountName: r.bankAccountName,
    vendorName: r.vendorName,
    propertyName: r.propertyName,
    amountCents: r.check.amountCents,
    issuedOn: r.check.issuedOn,
    status: r.check.status,
    batchId: r.check.batchId,
    billIds: links.filter((l) => l.checkId === r.check.id).map((l) => l.billId),
    cleared: cleared.some((c) => c.id === r.check.id),
  }));
}

export const listChecks = (db: Db) => readChecks(db, undefined).then((items) => ({ items }));

export async function readBatch(db: Db, batchId: string): Promise<CheckBatch> {
  const checks = await readChecks(db, eq(vendorChecks.batchId, batchId));
  if (checks.length === 0) throw notFound('The check batch');
  return { batchId, checks: checks.sort((a, b) => a.number - b.number) };
}

/**
 * Pays approved bills by check, in one transaction: one check per vendor and property (its one
 * cash line is what the bank clears), drawn on the property's operating trust bank account and
 * numbered from it in order. Each check posts debit 2100 accounts payable per bill (property,
 * vendor), credit the trust cash account (the property, so its owner). Refused with the
 * shortfall named when an owner's money would not cover it; a retry with the same key answers the
 * batch already printed.
 */
export async function payByCheck(
  ctx: AppContext,
  actor: Actor,
  billIds: string[],
  idempotencyKey: string,
  now: Date,
): Promise<CheckBatch> {
  const batchId = await ctx.db.transaction(async (tx) => {
    const ids = [...new Set(billIds)].sort();
    const locked = await tx
      .select({
        bill: bills,
        vendorName: vendors.legalName,
        propertyName: properties.name,
        ownerId: properties.ownerId,
        ownerName: users.name,
      })
      .from(bills)
      .innerJoin(vendors, eq(vendors.id, bills.vendorId))
      .innerJoin(properties, eq(properties.id, bills.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(inArray(bills.id, ids))
      .orderBy(asc(bills.id))
      .for('update', { of: bills });
    // Under the bills' locks: a retry of a batch already paid finds it here.
    const [done] = await tx
      .select({ batchId: vendorChecks.batchId })
      .from(vendorChecks)
      .where(eq(vendorChecks.idempotencyKey, idempotencyKey))
      .limit(1);
    if (done) return done.batchId;
    if (locked.length !== ids.length) throw fieldError('billIds', 'Choose bills from the list.');
    for (const row of locked) {
      if (row.bill.status !== 'approved') {
        throw new AppError(
          'conflict',
          `Bill ${row.bill.invoiceNumber} from ${row.vendorName} is ${row.bill.status}: only approved bills are paid.`,
        );
      }
    }

    // Each owner's money, read from the books under the owner's lock.
    const owners = [...new Set(locked.map((r) => r.ownerId))].sort();
    for (const owner of owners) {
      await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_FUNDS_LOCK}, hashtext(${owner}))`);
    }
    const books = await trustLiabilities(tx);
    const reserves = await rawRows<{ owner: string; cents: string }>(
      tx,
      sql`select owner_id as owner, sum(reserve_cents)::text as cents from properties
          where archived_at is null and owner_id in (${sql.join(
            owners.map((o) => sql`${o}::uuid`),
            sql`, `,
          )}) group by owner_id`,
    );
    for (const owner of owners) {
      const mine = locked.filter((r) => r.ownerId === owner);
      const paying = mine.reduce((s, r) => s + r.bill.totalCents, 0);
      const funds = books.owners.find((o) => o.ownerId === owner)?.cents ?? 0;
      const payables = books.payables.find((o) => o.ownerId === owner)?.cents ?? 0;
      const reserve = Number(reserves.find((r) => r.owner === owner)?.cents ?? 0);
      const short = fundsShortfall({
        fundsCents: funds,
        payablesCents: payables,
        payingCents: paying,
        reserveCents: reserve,
      });
      if (short > 0) {
        const held = funds + payables;
        throw new AppError(
          'conflict',
          `Not enough of ${mine[0]!.ownerName}'s money in trust: ${formatMoney(held)} held, paying ${formatMoney(paying)}` +
            (reserve > 0 ? ` and keeping the ${formatMoney(reserve)} reserve` : '') +
            ` leaves ${formatMoney(short)} short. One owner's money never pays another's bills.`,
          { fields: { billIds: `Short ${formatMoney(short)} for ${mine[0]!.ownerName}` } },
        );
      }
    }

    // One check per vendor and property, in order of vendor and property name.
    const groups = new Map<string, typeof locked>();
    for (const row of locked) {
      const key = `${row.bill.vendorId}|${row.bill.propertyId}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const ordered = [...groups.values()].sort(
      (a, b) =>
        a[0]!.vendorName.localeCompare(b[0]!.vendorName) ||
        a[0]!.propertyName.localeCompare(b[0]!.propertyName),
    );
    const withBank = [];
    for (const group of ordered) {
      const cash = (await propertyCashAccounts(tx, group[0]!.bill.propertyId)).operating;
      const [bank] =
        typeof cash === 'string'
          ? []
          : await tx
              .select({ id: bankAccounts.id })
              .from(bankAccounts)
              .where(eq(bankAccounts.accountId, cash.id));
      if (!bank || typeof cash === 'string') {
        throw new AppError(
          'conflict',
          `${group[0]!.propertyName} has no operating trust bank account to draw checks on: add one on the banking screen.`,
        );
      }
      withBank.push({ group, bankAccountId: bank.id, cash });
    }
    const bankIds = [...new Set(withBank.map((g) => g.bankAccountId))].sort();
    const nextRows = await tx
      .select({ id: bankAccounts.id, next: bankAccounts.nextCheckNumber })
      .from(bankAccounts)
      .where(inArray(bankAccounts.id, bankIds))
      .orderBy(asc(bankAccounts.id))
      .for('update');
    const { numbers, next } = numberChecks(withBank, new Map(nextRows.map((r) => [r.id, r.next])));
    for (const [id, number] of next) {
      await tx.update(bankAccounts).set({ nextCheckNumber: number }).where(eq(bankAccounts.id, id));
    }
    const today = await companyToday(tx, now);
    const batch = randomUUID();
    for (const [index, { group, bankAccountId, cash }] of withBank.entries()) {
      const first = group[0]!;
      const amount = group.reduce((s, r) => s + r.bill.totalCents, 0);
      const checkId = randomUUID();
      const number = numbers[index]!;
      const entry = await postEntry(tx, {
        date: today,
        source: { kind: 'bill_payment', id: checkId },
        memo: `Check ${number} to ${first.vendorName}`,
        actorId: actor.id,
        lines: [
          ...group.map((r) => ({
            account: 'accounts_payable' as const,
            debit: r.bill.totalCents,
            propertyId: r.bill.propertyId,
            vendorId: r.bill.vendorId,
          })),
          {
            account: cash,
            credit: amount,
            propertyId: first.bill.propertyId,
            vendorId: first.bill.vendorId,
          },
        ],
      });
      await tx.insert(vendorChecks).values({
        id: checkId,
        bankAccountId,
        checkNumber: number,
        vendorId: first.bill.vendorId,
        propertyId: first.bill.propertyId,
        batchId: batch,
        idempotencyKey,
        amountCents: amount,
        issuedOn: today,
        entryId: entry.id,
        createdBy: actor.id,
      });
      await tx
        .insert(vendorCheckBills)
        .values(group.map((r) => ({ checkId, billId: r.bill.id, amountCents: r.bill.totalCents })));
      await tx
        .update(bills)
        .set({ status: 'paid', updatedAt: now })
        .where(
          inArray(
            bills.id,
            group.map((r) => r.bill.id),
          ),
        );
      await recordAudit(tx, actor, {
        action: 'bill.pay.check',
        target: `check:${checkId}`,
        after: { number, amountCents: amount, billIds: group.map((r) => r.bill.id) },
      });
    }
    return batch;
  });
  return readBatch(ctx.db, batchId);
}

/**
 * Voids a check the bank has not cleared (no statement line matched to it): its entry is
 * reversed and its bills are approved again, to be paid anew.
 */
export async function voidCheck(
  ctx: AppContext,
  actor: Actor,
  id: string,
  now: Date,
): Promise<VendorCheck> {
  await ctx.db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(vendorChecks)
      .where(eq(vendorChecks.id, id))
      .for('update');
    if (!check) throw notFound('The check');
    if (check.status === 'void')
      throw new AppError('conflict', `Check ${check.checkNumber} is already void.`);
    const [matched] = await rawRows<{ id: string }>(
      tx,
      sql`select m.statement_line_id as id from journal_lines l
          join bank_matches m on m.journal_line_id = l.id where l.entry_id = ${check.entryId}`,
    );
    if (matched) {
      throw new AppError(
        'conflict',
        `Check ${check.checkNumber} has cleared the bank (matched on the reconciliation): it cannot be voided.`,
      );
    }
    const today = await companyToday(tx, now);
    const reversal = await reverseEntry(tx, check.entryId, {
      date: maxDate(today, check.issuedOn),
      actorId: actor.id,
      memo: `Check ${check.checkNumber} voided`,
    });
    await tx
      .update(vendorChecks)
      .set({ status: 'void', voidEntryId: reversal.id, voidedAt: now, voidedBy: actor.id })
      .where(eq(vendorChecks.id, id));
    const paid = await tx
      .select({ billId: vendorCheckBills.billId })
      .from(vendorCheckBills)
      .where(eq(vendorCheckBills.checkId, id));
    await tx
      .update(bills)
      .set({ status: 'approved', updatedAt: now })
      .where(
        and(
          inArray(
            bills.id,
            paid.map((p) => p.billId),
          ),
          eq(bills.status, 'paid'),
        ),
      );
    await recordAudit(tx, actor, {
      action: 'bill.check.void',
      target: `check:${id}`,
      after: { number: check.checkNumber, reversalId: reversal.id },
    });
  });
  const [check] = await readChecks(ctx.db, eq(vendorChecks.id, id));
  return check!;
}

/** The batch's checks, with their stubs, as one PDF (site settings name the payer). */
export async function batchChecks(db: Db, batchId: string) {
  const rows = await db
    .select({
      check: vendorChecks,
      vendorName: vendors.legalName,
      vendorAddress: vendors.address,
      propertyName: properties.name,
      bankName: bankAccounts.name,
      bankBank: bankAccounts.bankName,
      last4: bankAccounts.last4,
    })
    .from(vendorChecks)
    .innerJoin(vendors, eq(vendors.id, vendorChecks.vendorId))
    .innerJoin(properties, eq(properties.id, vendorChecks.propertyId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, vendorChecks.bankAccountId))
    .where(eq(vendorChecks.batchId, batchId))
    .orderBy(asc(vendorChecks.checkNumber));
  if (rows.length === 0) throw notFound('The check batch');
  const paid = await db
    .select({
      checkId: vendorCheckBills.checkId,
      invoiceNumber: bills.invoiceNumber,
      invoiceDate: bills.invoiceDate,
      memo: bills.memo,
      amountCents: vendorCheckBills.amountCents,
    })
    .from(vendorCheckBills)
    .innerJoin(bills, eq(bills.id, vendorCheckBills.billId))
    .where(
      inArray(
        vendorCheckBills.checkId,
        rows.map((r) => r.check.id),
      ),
    )
    .orderBy(asc(bills.invoiceDate), asc(bills.invoiceNumber));
  return rows.map((r) => ({
    number: r.check.checkNumber,
    issuedOn: r.check.issuedOn,
    amountCents: r.check.amountCents,
    void: r.check.status === 'void',
    payee: { name: r.vendorName, address: r.vendorAddress },
    bank: { name: r.bankName, bankName: r.bankBank, last4: r.last4 },
    propertyName: r.propertyName,
    bills: paid.filter((p) => p.checkId === r.check.id),
  }));
}
