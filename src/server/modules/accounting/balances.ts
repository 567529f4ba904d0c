import { and, asc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountPeriodBalances, accounts, type AccountType } from '../../db/tables';
import { JournalError } from './journal-error';
import { type AccountRef, isUuid } from './journal';
import { firstDayOf, isMonth } from './months';

/**
 * Balances read from `account_period_balances` (one row per account, month and dimension, kept by
 * the database as lines are posted), never from a scan of the lines. Months are 'YYYY-MM' and
 * inclusive: `asOf` is the balance at the end of that month, `from` starts the activity there.
 */
export interface PeriodRange {
  /** The last month counted, 'YYYY-MM'; every month when left out. */
  asOf?: string;
  /** The first month counted, 'YYYY-MM', for a period's activity; from the start when left out. */
  from?: string;
}

export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: string;
  nameEs: string;
  type: AccountType;
  normalSide: 'debit' | 'credit';
  /** The net balance in the column it falls in: one of the two is zero. */
  debitCents: number;
  creditCents: number;
  /** The net balance on the account's normal side: above zero is the usual direction. */
  balanceCents: number;
}

export interface TrialBalance {
  rows: TrialBalanceRow[];
  /** Equal, always: every entry balances. */
  totalDebitCents: number;
  totalCreditCents: number;
}

export interface Balance {
  /** Debits and credits posted in the range. */
  debitCents: number;
  creditCents: number;
  /** Debits less credits for a debit-normal account, credits less debits otherwise. */
  balanceCents: number;
}

function monthConditions({ asOf, from }: PeriodRange): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, month] of [
    ['asOf', asOf],
    ['from', from],
  ] as const) {
    if (month !== undefined && !isMonth(month)) {
      throw new JournalError('invalid', `${name}: "${month}" is not a month written YYYY-MM.`);
    }
  }
  if (asOf) conditions.push(lte(accountPeriodBalances.month, firstDayOf(asOf)));
  if (from) conditions.push(gte(accountPeriodBalances.month, firstDayOf(from)));
  return conditions;
}

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const onNormalSide = (normalSide: 'debit' | 'credit', debit: number, credit: number) =>
  normalSide === 'debit' ? debit - credit : credit - debit;

/** Every account with its net balance at the end of `asOf` (or activity since `from`), by code. */
export async function trialBalance(db: Db, range: PeriodRange = {}): Promise<TrialBalance> {
  const conditions = monthConditions(range);
  const rows = await db
    .select({
      accountId: accounts.id,
      code: accounts.code,
      name: accounts.name,
      nameEs: accounts.nameEs,
      type: accounts.type,
      normalSide: accounts.normalSide,
      debits: total(accountPeriodBalances.debitTotal),
      credits: total(accountPeriodBalances.creditTotal),
    })
    .from(accounts)
    .leftJoin(
      accountPeriodBalances,
      and(eq(accountPeriodBalances.accountId, accounts.id), ...conditions),
    )
    .groupBy(accounts.id)
    .orderBy(asc(accounts.code));
  const result: TrialBalanceRow[] = rows.map(({ debits, credits, ...account }) => {
    const net = debits - credits;
    return {
      ...account,
      debitCents: net > 0 ? net : 0,
      creditCents: net < 0 ? -net : 0,
      balanceCents: onNormalSide(account.normalSide, debits, credits),
    };
  });
  return {
    rows: result,
    totalDebitCents: result.reduce((sum, row) => sum + row.debitCents, 0),
    totalCreditCents: result.reduce((sum, row) => sum + row.creditCents, 0),
  };
}

/**
 * One account's balance (by key or id), over every dimension or only the owner, property or
 * lease given; `null` for a dimension counts only lines without it.
 */
export async function accountBalance(
  db: Db,
  account: AccountRef,
  options: PeriodRange & {
    ownerId?: string | null;
    propertyId?: string | null;
    leaseId?: string | null;
  } = {},
): Promise<Balance> {
  const name = typeof account === 'string' ? account : account.id;
  const [found] =
    typeof account === 'string' || isUuid(account.id)
      ? await db
          .select({ id: accounts.id, normalSide: accounts.normalSide })
          .from(accounts)
          .where(
            typeof account === 'string'
              ? eq(accounts.systemKey, account)
              : eq(accounts.id, account.id),
          )
      : [];
  if (!found) throw new JournalError('unknown_account', `No account ${name}.`);

  const conditions = [eq(accountPeriodBalances.accountId, found.id), ...monthConditions(options)];
  const dimensions = [
    [accountPeriodBalances.ownerId, options.ownerId],
    [accountPeriodBalances.propertyId, options.propertyId],
    [accountPeriodBalances.leaseId, options.leaseId],
  ] as const;
  for (const [column, value] of dimensions) {
    if (value === null) conditions.push(isNull(column));
    else if (value !== undefined) conditions.push(eq(column, value));
  }
  const [sums] = await db
    .select({
      debits: total(accountPeriodBalances.debitTotal),
      credits: total(accountPeriodBalances.creditTotal),
    })
    .from(accountPeriodBalances)
    .where(and(...conditions));
  const debitCents = sums?.debits ?? 0;
  const creditCents = sums?.credits ?? 0;
  return {
    debitCents,
    creditCents,
    balanceCents: onNormalSide(found.normalSide, debitCents, creditCents),
  };
}
