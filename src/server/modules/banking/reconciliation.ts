import { and, eq, sql } from 'drizzle-orm';
import type { BankItem, BookItem, Reconciliation } from '../../../shared/schemas/banking';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { bankReconciliations, bankStatementBalances, siteSettings, users } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, forbidden } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';
import { lastDay } from '../../lib/calendar';
import { isUniqueViolation } from '../../lib/pg-errors';
import { accountBalance } from '../accounting/balances';
import { isMonth } from '../accounting/months';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { recordAudit } from '../audit/audit.service';
import {
  type BankAccountRow,
  findBankAccount,
  lockBankAccount,
  refuseSignedMonths,
  storeEndingBalance,
} from './bank-account';

/** Above this, the company's own money in a trust account is flagged (cents): $5,000. */
export const COMPANY_MONEY_LIMIT_CENTS = 500_000;

const num = (text: string | number) => Number(text);

async function liabilitiesFor(db: Db, account: BankAccountRow, month: string) {
  if (account.kind === 'company_operating') return null;
  const owed = await trustLiabilities(db, month);
  if (account.kind === 'operating_trust') {
    const names = await rawRows<{ id: string; name: string }>(
      db,
      sql`select id, name from users where id in (${sql.join(
        [
          '00000000-0000-0000-0000-000000000000',
          ...owed.owners.map((o) => o.ownerId),
          ...owed.payables.map((o) => o.ownerId),
        ].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const name = new Map(names.map((row) => [row.id, row.name]));
    return owed.owners
      .map((o) => ({
        kind: 'owner' as const,
        id: o.ownerId,
        name: name.get(o.ownerId) ?? '',
        cents: o.cents,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  const leaseIds = [...owed.deposits, ...owed.prepaid].map((d) => d.leaseId);
  const names = await rawRows<{ id: string; name: string }>(
    db,
    sql`select l.id, coalesce(string_agg(u.name, ', ' order by u.name), '') || ' · ' || p.name || ' ' || un.label as name
        from leases l join units un on un.id = l.unit_id join properties p on p.id = un.property_id
        left join lease_residents r on r.lease_id = l.id left join users u on u.id = r.user_id
        where l.id in (${sql.join(
          ['00000000-0000-0000-0000-000000000000', ...leaseIds].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by l.id, p.name, un.label`,
  );
  const name = new Map(names.map((row) => [row.id, row.name]));
  return [
    ...owed.deposits.map((d) => ({
      kind: 'deposit' as const,
      id: d.leaseId,
      name: name.get(d.leaseId) ?? '',
      cents: d.cents,
    })),
    ...owed.prepaid.map((d) => ({
      kind: 'prepaid' as const,
      id: d.leaseId,
      name: name.get(d.leaseId) ?? '',
      cents: d.cents,
    })),
  ].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/**
 * The month's reconciliation of a bank account, computed now (or, once signed, as it was signed).
 * The reconciliation starts at the month of the first statement imported for the account: the
 * books before it are taken as agreed with the bank.
 */
export async function reconcile(
  db: Db,
  bankAccountId: string,
  month: string,
): Promise<Reconciliation> {
  if (!isMonth(month)) throw fieldError('month', 'Give the month as YYYY-MM.');
  const account = await findBankAccount(db, bankAccountId);
  const [signed] = await db
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.bankAccountId, account.id),
        eq(bankReconciliations.month, `${month}-01`),
      ),
    );
  if (signed) {
    return {
      ...(signed.figures as Reconciliation),
      signed: {
        byName: signed.signedByName,
        at: signed.signedAt.toISOString(),
        explanation: signed.explanation,
      },
    };
  }
  return compute(db, account, month);
}

async function compute(db: Db, account: BankAccountRow, month: string): Promise<Reconciliation> {
  const end = lastDay(month);
  const [first] = await rawRows<{ day: string | null }>(
    db,
    sql`select min(posted_on)::text as day from bank_statement_lines where bank_account_id = ${account.id}`,
  );
  const start = first?.day ? `${first.day.slice(0, 7)}-01` : `${month}-01`;
  const book = await rawRows<{
    id: string;
    day: string;
    cents: string;
    number: string;
    memo: string;
  }>(
    db,
    sql`select l.id, e.entry_date::text as day, (l.debit_cents - l.credit_cents)::text as cents,
               coalesce(p.reference, c.check_number::text, '') as number, e.memo
        from journal_lines l join journal_entries e on e.id = l.entry_id
        left join payments p on e.source_kind = 'payment' and p.id::text = e.source_id
        left join vendor_checks c on e.source_kind = 'bill_payment' and c.id::text = e.source_id
        where l.account_id = ${account.accountId} and e.entry_date between ${start}::date and ${end}::date
          -- A check voided by the month's end never reached the bank: neither it nor its reversal is outstanding.
          and not exists (select 1 from vendor_checks v join journal_entries r on r.id = v.void_entry_id
                          where (v.entry_id = e.id or v.void_entry_id = e.id) and r.entry_date <= ${end}::date)
          and not exists (select 1 from bank_matches m join bank_statement_lines s on s.id = m.statement_line_id
                          where m.journal_line_id = l.id and s.posted_on <= ${end}::date)
        order by e.entry_date, number, l.id`,
  );
  const items: BookItem[] = book.map((row) => ({
    journalLineId: row.id,
    date: row.day,
    cents: num(row.cents),
    number: row.number,
    memo: row.memo,
  }));
  const bankRows = await rawRows<{
    id: string;
    day: string;
    cents: string;
    description: string;
    reference: string;
    journal: string | null;
    how: BankItem['how'];
    bookDay: string | null;
  }>(
    db,
    sql`select s.id, s.posted_on::text as day, s.amount_cents::text as cents, s.description, s.reference,
               m.journal_line_id as journal, m.how, e.entry_date::text as "bookDay"
        from bank_statement_lines s
        left join bank_matches m on m.statement_line_id = s.id
        left join journal_lines l on l.id = m.journal_line_id
        left join journal_entries e on e.id = l.entry_id
        where s.bank_account_id = ${account.id} and s.posted_on <= ${end}::date
          and (s.posted_on >= ${`${month}-01`}::date or m.journal_line_id is null or e.entry_date > ${end}::date)
        order by s.posted_on, s.reference, s.id`,
  );
  const bankItems = bankRows.map((row) => ({
    item: {
      statementLineId: row.id,
      date: row.day,
      cents: num(row.cents),
      description: row.description,
      reference: row.reference,
      journalLineId: row.journal,
      how: row.how,
    } satisfies BankItem,
    inBooks: row.journal !== null && row.bookDay !== null && row.bookDay <= end,
  }));
  const [ending] = await db
    .select()
    .from(bankStatementBalances)
    .where(
      and(
        eq(bankStatementBalances.bankAccountId, account.id),
        eq(bankStatementBalances.month, `${month}-01`),
      ),
    );
  const depositsInTransit = items.filter((item) => item.cents > 0);
  const outstandingPayments = items.filter((item) => item.cents < 0);
  const dit = depositsInTransit.reduce((sum, item) => sum + item.cents, 0);
  const op = -outstandingPayments.reduce((sum, item) => sum + item.cents, 0);
  const bookBalance = (await accountBalance(db, { id: account.accountId }, { asOf: month }))
    .balanceCents;
  const statementEnding = ending ? ending.endingBalanceCents : null;
  const adjusted = statementEnding === null ? null : statementEnding + dit - op;
  const liabilities = await liabilitiesFor(db, account, month);
  const liabilitiesCents = liabilities
    ? liabilities.reduce((sum, item) => sum + item.cents, 0)
    : null;
  const trustDifference = liabilitiesCents === null ? null : bookBalance - liabilitiesCents;
  const warnings: Reconciliation['warnings'] = [];
  if (statementEnding === null) warnings.push({ code: 'no_statement', cents: 0 });
  if (trustDifference !== null && trustDifference > COMPANY_MONEY_LIMIT_CENTS) {
    warnings.push({ code: 'company_money', cents: trustDifference });
  }
  for (const item of liabilities ?? []) {
    if (item.kind === 'owner' && item.cents < 0) {
      warnings.push({ code: 'owner_negative', cents: item.cents, name: item.name });
    }
  }
  const bankDifference = adjusted === null ? null : adjusted - bookBalance;
  return {
    bankAccount: {
      id: account.id,
      name: account.name,
      bankName: account.bankName,
      last4: account.last4,
      kind: account.kind,
      trust: account.kind !== 'company_operating',
    },
    month,
    statementEndingCents: statementEnding,
    statementEndingSource: ending?.source ?? null,
    depositsInTransit,
    outstandingPayments,
    depositsInTransitCents: dit,
    outstandingPaymentsCents: op,
    adjustedBankCents: adjusted,
    bookBalanceCents: bookBalance,
    bankDifferenceCents: bankDifference,
    unrecordedBankLines: bankItems.filter((b) => !b.inBooks).map((b) => b.item),
    statementLines: bankItems.filter((b) => b.item.date >= `${month}-01`).map((b) => b.item),
    liabilities,
    liabilitiesCents,
    trustDifferenceCents: trustDifference,
    warnings,
    // The company's own money in trust (fees earned not moved out yet) is allowed, and warned of
    // above the limit; a shortage (less than is owed) is not.
    needsExplanation: bankDifference !== 0 || (trustDifference !== null && trustDifference < 0),
    signed: null,
  };
}

/** Types the bank's ending balance for a month (a statement without one, or on paper). */
export async function setEndingBalance(
  db: Db,
  actor: Actor,
  bankAccountId: string,
  month: string,
  cents: number,
): Promise<void> {
  if (!isMonth(month)) throw fieldError('month', 'Give the month as YYYY-MM.');
  await db.transaction(async (tx) => {
    const account = await findBankAccount(tx, bankAccountId);
    await lockBankAccount(tx, account.id);
    await refuseSignedMonths(tx, account.id, [`${month}-01`]);
    await storeEndingBalance(tx, account.id, month, cents, 'typed');
    await recordAudit(tx, actor, {
      action: 'banking.ending-balance',
      target: account.id,
      after: { month, cents },
    });
  });
}

/**
 * The broker of record signs the month: only that person, only a month that has ended, with the
 * bank's ending balance known and any difference explained. The figures are kept as signed and
 * the month is locked for the bank account.
 */
export async function signReconciliation(
  db: Db,
  actor: Actor,
  bankAccountId: string,
  month: string,
  explanation: string,
  now: Date,
): Promise<Reconciliation> {
  if (!isMonth(month)) throw fieldError('month', 'Give the month as YYYY-MM.');
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, bankAccountId);
    await lockBankAccount(tx, account.id);
    const [settings] = await tx
      .select({ broker: siteSettings.brokerOfRecordId })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    if (!settings?.broker) {
      throw forbidden('No broker of record is named in the site settings: name one to sign.');
    }
    if (settings.broker !== actor.id || actor.viewer) {
      throw forbidden('Only the broker of record signs the reconciliation.');
    }
    if (month >= (await companyToday(tx, now)).slice(0, 7)) {
      throw fieldError('month', 'A month is signed once it has ended.');
    }
    const figures = await compute(tx, account, month);
    if (figures.statementEndingCents === null) {
      throw fieldError(
        'statementEndingCents',
        "Import the month's statement or type its ending balance first.",
      );
    }
    const text = explanation.trim();
    if (figures.needsExplanation && text === '') {
      throw fieldError('explanation', 'Explain the difference before signing.');
    }
    const [signer] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, actor.id));
    try {
      await tx.transaction((inner) =>
        inner.insert(bankReconciliations).values({
          bankAccountId: account.id,
          month: `${month}-01`,
          explanation: text,
          figures,
          signedBy: actor.id,
          signedByName: signer?.name ?? actor.name,
        }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', `${month} is already signed.`);
      throw err;
    }
    await recordAudit(tx, actor, {
      action: 'banking.sign',
      target: account.id,
      after: {
        month,
        explanation: text,
        bankDifferenceCents: figures.bankDifferenceCents,
        trustDifferenceCents: figures.trustDifferenceCents,
      },
    });
    return reconcile(tx, account.id, month);
  });
}
