import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SystemAccountKey } from '../../db/chart-of-accounts';
import {
  accounts,
  closedMonths,
  journalEntries,
  journalLines,
  JOURNAL_SOURCE_KINDS,
  type JournalSourceKind,
} from '../../db/tables';
import { isUniqueViolation } from '../../lib/pg-errors';
import { rawRows } from '../../db/raw-rows';
import { JournalError } from './journal-error';
import { firstDayOf, isDay, isMonth, monthOf } from './months';

/**
 * Posting to the books (docs/accounting.md). Every function here checks what it is given and
 * says what is wrong in a sentence; the database checks the same rules again at commit, so a
 * writer that goes around this module (a console, a script, a bug) is refused as well.
 */

/**
 * An account by the key the code posts to (a misspelt key does not compile), or by its id (an
 * account an administrator added).
 */
export type AccountRef = SystemAccountKey | { id: string };

/** An account reference as text: the key itself, or the id (keys are snake_case, ids uuids). */
export const refName = (ref: AccountRef): string =>
  typeof ref === 'string' ? ref : ref.id.toLowerCase();

/** One side of an entry: exactly one of `debit` and `credit`, in whole cents above zero. */
export interface LineInput {
  account: AccountRef;
  debit?: number;
  credit?: number;
  /**
   * Whose money and where. A lease fills in its unit, a unit its property, a property its current
   * owner; given ones must agree (an owner may differ: a property changes hands).
   */
  propertyId?: string;
  unitId?: string;
  leaseId?: string;
  ownerId?: string;
  vendorId?: string;
}

export interface EntryInput {
  /** The company-local day, 'YYYY-MM-DD': its month must be open. */
  date: string;
  /** The event that posts; with an id, it posts once (a second try is `already_posted`). */
  source: { kind: Exclude<JournalSourceKind, 'reversal'>; id?: string | null };
  memo?: string;
  actorId?: string | null;
  lines: LineInput[];
}

export interface PostedEntry {
  id: string;
  date: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is written as a uuid, as every id here is. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Whole cents above zero that a JavaScript number holds exactly. */
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Posts one balanced entry and returns its id. Runs in a savepoint of `tx` (or a transaction of
 * its own when given the database), so a refusal leaves the caller's transaction usable.
 */
export async function postEntry(tx: Db, input: EntryInput): Promise<PostedEntry> {
  if (!(JOURNAL_SOURCE_KINDS as readonly string[]).includes(input.source.kind)) {
    throw new JournalError('invalid', `"${input.source.kind}" is not a kind of journal source.`);
  }
  if (input.source.kind === ('reversal' as string)) {
    throw new JournalError('invalid', 'A reversal is posted with reverseEntry, not postEntry.');
  }
  checkEntry(input);
  return tx.transaction((inner) => insertEntry(inner, input, { correctsMonth: null }));
}

/**
 * A late correction: the books of `correctsMonth` ('YYYY-MM') are closed, so the entry is dated
 * `date` (today, in the company's time zone, in an open month) and names the month it corrects.
 */
export async function postCorrection(
  tx: Db,
  input: EntryInput & { correctsMonth: string },
): Promise<PostedEntry> {
  const { correctsMonth, ...entry } = input;
  if (!isMonth(correctsMonth)) {
    throw new JournalError('invalid', `"${correctsMonth}" is not a month written YYYY-MM.`);
  }
  checkEntry(entry);
  if (monthOf(entry.date) <= correctsMonth) {
    throw new JournalError(
      'invalid',
      `A correction of ${correctsMonth} is dated in a later month, not on ${entry.date}.`,
    );
  }
  return tx.transaction(async (inner) => {
    if (!(await isClosed(inner, correctsMonth))) {
      throw new JournalError(
        'month_not_closed',
        `The books for ${correctsMonth} are still open: post the entry dated in ${correctsMonth} itself.`,
      );
    }
    return insertEntry(inner, entry, { correctsMonth });
  });
}

/**
 * Posts the mirror of an entry (each debit a credit and each credit a debit, on the same accounts
 * and dimensions), dated `date`; the two net to zero. An entry is reversed once. When the entry's
 * month is closed, the reversal names it as the month it corrects.
 */
export async function reverseEntry(
  tx: Db,
  entryId: string,
  options: { date: string; actorId?: string | null; memo?: string },
): Promise<PostedEntry> {
  if (!UUID.test(entryId)) throw new JournalError('not_found', `No journal entry ${entryId}.`);
  if (!isDay(options.date)) {
    throw new JournalError('invalid', `"${options.date}" is not a day written YYYY-MM-DD.`);
  }
  return tx.transaction(async (inner) => {
    const [original] = await inner
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, entryId));
    if (!original) throw new JournalError('not_found', `No journal entry ${entryId}.`);
    const [already] = await inner
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.reversesEntryId, entryId));
    if (already) {
      throw new JournalError(
        'already_reversed',
        `Journal entry ${entryId} was already reversed by entry ${already.id}.`,
        already.id,
      );
    }
    if (options.date < original.entryDate) {
      throw new JournalError(
        'invalid',
        `A reversal is dated on or after the entry it reverses (${original.entryDate}), not ${options.date}.`,
      );
    }
    const lines = await inner.select().from(journalLines).where(eq(journalLines.entryId, entryId));
    const originalMonth = monthOf(original.entryDate);
    const correctsMonth =
      monthOf(options.date) > originalMonth && (await isClosed(inner, originalMonth))
        ? originalMonth
        : null;
    await refuseClosedMonth(inner, options.date);
    try {
      const [created] = await inner
        .insert(journalEntries)
        .values({
          entryDate: options.date,
          sourceKind: 'reversal',
          sourceId: entryId,
          memo: options.memo ?? (original.memo ? `Reverses: ${original.memo}` : 'Reversal'),
          actorId: options.actorId ?? null,
          reversesEntryId: entryId,
          correctsMonth: correctsMonth && firstDayOf(correctsMonth),
        })
        .returning({ id: journalEntries.id });
      await inner.insert(journalLines).values(
        lines.map((line) => ({
          entryId: created!.id,
          accountId: line.accountId,
          debitCents: line.creditCents,
          creditCents: line.debitCents,
          propertyId: line.propertyId,
          unitId: line.unitId,
          leaseId: line.leaseId,
          ownerId: line.ownerId,
          vendorId: line.vendorId,
        })),
      );
      return { id: created!.id, date: options.date };
    } catch (err) {
      // Another transaction reversed it between the check above and this insert.
      if (isUniqueViolation(err)) {
        throw new JournalError(
          'already_reversed',
          `Journal entry ${entryId} was already reversed.`,
        );
      }
      throw err;
    }
  });
}

/**
 * Closes a month ('YYYY-MM'): nothing more is dated in it, and a correction names it instead.
 * Months close in order: an earlier month with entries must be closed first. Waits for postings
 * into the month still in flight (the database's month lock).
 */
export async function closeMonth(
  tx: Db,
  month: string,
  actorId: string | null,
): Promise<{ month: string; closedAt: Date }> {
  if (!isMonth(month))
    throw new JournalError('invalid', `"${month}" is not a month written YYYY-MM.`);
  return tx.transaction(async (inner) => {
    if (await isClosed(inner, month)) {
      throw new JournalError('already_closed', `The books for ${month} are already closed.`);
    }
    const [open] = await inner
      .select({ month: sql<string>`to_char(${journalEntries.entryDate}, 'YYYY-MM')` })
      .from(journalEntries)
      .leftJoin(
        closedMonths,
        eq(closedMonths.month, sql`date_trunc('month', ${journalEntries.entryDate})::date`),
      )
      .where(
        and(lt(journalEntries.entryDate, firstDayOf(month)), sql`${closedMonths.month} is null`),
      )
      .orderBy(asc(journalEntries.entryDate))
      .limit(1);
    if (open) {
      throw new JournalError(
        'earlier_month_open',
        `The books for ${open.month} have entries and are still open: close ${open.month} before ${month}.`,
      );
    }
    try {
      const [closed] = await inner
        .insert(closedMonths)
        .values({ month: firstDayOf(month), closedBy: actorId })
        .returning({ closedAt: closedMonths.closedAt });
      return { month, closedAt: closed!.closedAt };
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new JournalError('already_closed', `The books for ${month} are already closed.`);
      }
      throw err;
    }
  });
}

/** Whether the books for a month ('YYYY-MM') are closed. */
export async function isClosed(db: Db, month: string): Promise<boolean> {
  const [row] = await db
    .select({ month: closedMonths.month })
    .from(closedMonths)
    .where(eq(closedMonths.month, firstDayOf(month)));
  return !!row;
}

async function refuseClosedMonth(tx: Db, date: string): Promise<void> {
  const month = monthOf(date);
  // The month's shared lock first (the one the insert's trigger takes): a close in flight commits
  // before this reads, so a month closed meanwhile is refused here with a reason, not by the
  // trigger's exception.
  await rawRows(
    tx,
    sql`select pg_advisory_xact_lock_shared(72500, journal_month_lock_key(${date}::date))`,
  );
  if (await isClosed(tx, month)) {
    throw new JournalError(
      'closed_month',
      `The books for ${month} are closed: post the correction dated in an open month, naming ${month} as the month it corrects (postCorrection).`,
    );
  }
}

/**
 * What can be checked without the database: a real day, a source id that says something, lines
 * each with exactly one amount above zero, debits equal to credits.
 */
function checkEntry(input: EntryInput): void {
  if (!isDay(input.date)) {
    throw new JournalError('invalid', `"${input.date}" is not a day written YYYY-MM-DD.`);
  }
  if (input.source.id != null && input.source.id.trim() === '') {
    throw new JournalError('invalid', 'A source id, when given, is not empty.');
  }
  const { lines } = input;
  lines.forEach((line, n) => {
    for (const [name, value] of Object.entries({
      leaseId: line.leaseId,
      unitId: line.unitId,
      propertyId: line.propertyId,
      ownerId: line.ownerId,
      vendorId: line.vendorId,
    })) {
      if (value !== undefined && !UUID.test(value)) {
        throw new JournalError('invalid', `Line ${n + 1}: ${name} "${value}" is not an id.`);
      }
    }
  });
  if (lines.length < 2) {
    throw new JournalError(
      'invalid',
      `An entry needs two lines or more; this one has ${lines.length}.`,
    );
  }
  let debits = 0;
  let credits = 0;
  lines.forEach((line, n) => {
    const hasDebit = line.debit !== undefined;
    const hasCredit = line.credit !== undefined;
    if (hasDebit === hasCredit) {
      throw new JournalError(
        'invalid',
        `Line ${n + 1} needs either a debit or a credit, not ${hasDebit ? 'both' : 'neither'}.`,
      );
    }
    const amount = hasDebit ? line.debit : line.credit;
    if (!isAmount(amount)) {
      throw new JournalError(
        'invalid',
        `Line ${n + 1}: ${String(amount)} is not an amount in whole cents above zero.`,
      );
    }
    if (hasDebit) debits += amount;
    else credits += amount;
  });
  if (!Number.isSafeInteger(debits) || !Number.isSafeInteger(credits)) {
    throw new JournalError('invalid', 'The entry’s total is too large to be counted exactly.');
  }
  if (debits !== credits) {
    throw new JournalError(
      'unbalanced',
      `The entry does not balance: debits ${debits} cents, credits ${credits} cents (a difference of ${debits - credits}).`,
    );
  }
}

interface ResolvedAccount {
  id: string;
  code: string;
  systemKey: string | null;
  active: boolean;
}

/** Each reference's account, by id or by key; an unknown one is refused by name. */
async function resolveAccounts(
  tx: Db,
  refs: readonly AccountRef[],
): Promise<Map<string, ResolvedAccount>> {
  const ids = [
    ...new Set(refs.flatMap((ref) => (typeof ref === 'string' ? [] : [ref.id.toLowerCase()]))),
  ];
  const keys = [...new Set(refs.flatMap((ref) => (typeof ref === 'string' ? [ref] : [])))];
  const unknown = ids.find((id) => !UUID.test(id));
  if (unknown !== undefined) throw new JournalError('unknown_account', `No account ${unknown}.`);
  const conditions = [
    ...(ids.length ? [inArray(accounts.id, ids)] : []),
    ...(keys.length ? [inArray(accounts.systemKey, keys)] : []),
  ];
  const rows = await tx
    .select({
      id: accounts.id,
      code: accounts.code,
      systemKey: accounts.systemKey,
      active: accounts.active,
    })
    .from(accounts)
    .where(or(...conditions));
  const found = new Map<string, ResolvedAccount>();
  for (const row of rows) {
    found.set(row.id, row);
    if (row.systemKey) found.set(row.systemKey, row);
  }
  for (const ref of [...ids, ...keys]) {
    if (!found.has(ref)) throw new JournalError('unknown_account', `No account ${ref}.`);
  }
  return found;
}

interface Dimensions {
  propertyId: string | null;
  unitId: string | null;
  leaseId: string | null;
  ownerId: string | null;
}

/** Each line's dimensions, filled in from its lease, unit or property, and checked to agree. */
async function resolveDimensions(tx: Db, lines: readonly LineInput[]): Promise<Dimensions[]> {
  const leaseIds = [...new Set(lines.flatMap((line) => (line.leaseId ? [line.leaseId] : [])))];
  const unitIds = [...new Set(lines.flatMap((line) => (line.unitId ? [line.unitId] : [])))];
  const givenProperties = [
    ...new Set(lines.flatMap((line) => (line.propertyId ? [line.propertyId] : []))),
  ];
  const leaseUnits = new Map<string, string>();
  const unitProperties = new Map<string, string>();
  const propertyOwners = new Map<string, string>();
  // One round trip: each lease with its unit, each unit with its property, each property's owner.
  const parts = [
    leaseIds.length
      ? sql`select l.id as lease, u.id as unit, p.id as property, p.owner_id as owner
            from leases l join units u on u.id = l.unit_id join properties p on p.id = u.property_id
            where l.id in ${leaseIds}`
      : null,
    unitIds.length
      ? sql`select null::uuid as lease, u.id as unit, p.id as property, p.owner_id as owner
            from units u join properties p on p.id = u.property_id where u.id in ${unitIds}`
      : null,
    givenProperties.length
      ? sql`select null::uuid as lease, null::uuid as unit, p.id as property, p.owner_id as owner
            from properties p
            where p.id in ${givenProperties}`
      : null,
  ].filter((part) => part !== null);
  if (parts.length) {
    const rows = await rawRows<{
      lease: string | null;
      unit: string | null;
      property: string;
      owner: string;
    }>(tx, sql.join(parts, sql` union all `));
    for (const row of rows) {
      if (row.lease) leaseUnits.set(row.lease, row.unit!);
      if (row.unit) unitProperties.set(row.unit, row.property);
      propertyOwners.set(row.property, row.owner);
    }
  }

  return lines.map((line, n) => {
    const where = `Line ${n + 1}`;
    let unitId = line.unitId ?? null;
    if (line.leaseId) {
      const leaseUnit = leaseUnits.get(line.leaseId);
      if (!leaseUnit) throw new JournalError('not_found', `${where}: no lease ${line.leaseId}.`);
      if (unitId && unitId !== leaseUnit) {
        throw new JournalError(
          'dimension_mismatch',
          `${where}: lease ${line.leaseId} is of unit ${leaseUnit}, not ${unitId}.`,
        );
      }
      unitId = leaseUnit;
    }
    let propertyId = line.propertyId ?? null;
    if (unitId) {
      const unitProperty = unitProperties.get(unitId);
      if (!unitProperty) throw new JournalError('not_found', `${where}: no unit ${unitId}.`);
      if (propertyId && propertyId !== unitProperty) {
        throw new JournalError(
          'dimension_mismatch',
          `${where}: unit ${unitId} is in property ${unitProperty}, not ${propertyId}.`,
        );
      }
      propertyId = unitProperty;
    }
    let ownerId = line.ownerId ?? null;
    if (propertyId) {
      const owner = propertyOwners.get(propertyId);
      if (!owner) throw new JournalError('not_found', `${where}: no property ${propertyId}.`);
      ownerId ??= owner;
    }
    return { propertyId, unitId, leaseId: line.leaseId ?? null, ownerId };
  });
}

async function insertEntry(
  tx: Db,
  input: EntryInput,
  { correctsMonth }: { correctsMonth: string | null },
): Promise<PostedEntry> {
  const sourceId = input.source.id ?? null;
  const found = await resolveAccounts(
    tx,
    input.lines.map((line) => line.account),
  );
  for (const line of input.lines) {
    const account = found.get(refName(line.account))!;
    if (!account.active) {
      throw new JournalError(
        'inactive_account',
        `Account ${account.code} is inactive: nothing new is posted to it.`,
      );
    }
  }
  const dimensions = await resolveDimensions(tx, input.lines);
  await refuseClosedMonth(tx, input.date);

  const [created] = await tx
    .insert(journalEntries)
    .values({
      entryDate: input.date,
      sourceKind: input.source.kind,
      sourceId,
      memo: input.memo ?? '',
      actorId: input.actorId ?? null,
      correctsMonth: correctsMonth && firstDayOf(correctsMonth),
    })
    .onConflictDoNothing({
      target: [journalEntries.sourceKind, journalEntries.sourceId],
      where: sql`${journalEntries.sourceId} is not null`,
    })
    .returning({ id: journalEntries.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.sourceKind, input.source.kind),
          eq(journalEntries.sourceId, sourceId!),
        ),
      );
    throw new JournalError(
      'already_posted',
      `The ${input.source.kind} ${sourceId} is already posted, as entry ${existing?.id}.`,
      existing?.id,
    );
  }
  await tx.insert(journalLines).values(
    input.lines.map((line, n) => ({
      entryId: created.id,
      accountId: found.get(refName(line.account))!.id,
      debitCents: line.debit ?? 0,
      creditCents: line.credit ?? 0,
      ...dimensions[n]!,
      vendorId: line.vendorId ?? null,
    })),
  );
  return { id: created.id, date: input.date };
}
