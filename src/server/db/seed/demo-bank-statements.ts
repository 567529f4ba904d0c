import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import type { CsvMapping } from '../../../shared/schemas/banking';
import { bankAccounts, siteSettings, users } from '../tables';
import { companyToday } from '../../lib/company-time';
import { formatPlainAmount } from '../../../shared/money';
import { accountBalance } from '../../modules/accounting/balances';
import { importStatement } from '../../modules/banking/statement-import';
import { csvField } from '../../modules/leasing/lease-csv';

/**
 * The demo's bank: statements for the operating trust account, written at seed time from the
 * demo's own journal (its dates are relative to today), in the CSV a bank would send, so they
 * reconcile to $0.00 against the demo's books. The committed sample in ./bank-statements/ has the
 * same columns, for the import's tests.
 */

/** How the demo bank's CSV names its columns (Seacoast National Bank, as the demo has it). */
export const DEMO_CSV_MAPPING: CsvMapping = {
  date: 'Posting Date',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  reference: 'Reference',
  balance: 'Balance',
  dateFormat: 'MM/DD/YYYY',
};

const HEADER = ['Posting Date', 'Description', 'Debit', 'Credit', 'Reference', 'Balance'];

/** The `count` whole months before today's month, oldest first: ['2026-08', '2026-09', ...]. */
export function lastCompleteMonths(today: string, count: number): string[] {
  const months: string[] = [];
  const at = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  for (let i = 0; i < count; i += 1) {
    at.setUTCMonth(at.getUTCMonth() - 1);
    months.unshift(at.toISOString().slice(0, 7));
  }
  return months;
}

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The bank's statement for a month, as CSV text: one line per journal line on the account's cash
 * account dated in the month (a deposit per payment, a withdrawal per payment out), with the
 * running balance from the book balance at the end of the month before.
 */
export async function demoStatementCsv(
  db: Db,
  bankAccountId: string,
  month: string,
): Promise<string> {
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, bankAccountId));
  const before = new Date(`${month}-01T00:00:00Z`);
  before.setUTCMonth(before.getUTCMonth() - 1);
  let balance = (
    await accountBalance(db, { id: bank!.accountId }, { asOf: before.toISOString().slice(0, 7) })
  ).balanceCents;
  const lines = await rawRows<{ day: string; cents: string; memo: string; reference: string }>(
    db,
    sql`select e.entry_date::text as day, (l.debit_cents - l.credit_cents)::text as cents, e.memo,
               coalesce(p.reference, '') as reference
        from journal_lines l join journal_entries e on e.id = l.entry_id
        left join payments p on e.source_kind = 'payment' and p.id::text = e.source_id
        where l.account_id = ${bank!.accountId} and to_char(e.entry_date, 'YYYY-MM') = ${month}
        order by e.entry_date, e.posted_at, l.id`,
  );
  const rows = [HEADER.join(',')];
  for (const line of lines) {
    const cents = Number(line.cents);
    balance += cents;
    rows.push(
      [
        usDate(line.day),
        csvField(cents > 0 ? `DEPOSIT ${line.memo}` : `WITHDRAWAL ${line.memo}`),
        cents < 0 ? formatPlainAmount(-cents) : '',
        cents > 0 ? formatPlainAmount(cents) : '',
        csvField(line.reference),
        formatPlainAmount(balance),
      ].join(','),
    );
  }
  return rows.join('\r\n') + '\r\n';
}

/**
 * Names the demo admin the broker of record, and imports the operating trust account's statements
 * for the two complete months before last: they reconcile to $0.00, ready for the broker to sign.
 * Last month's statement is left for the bookkeeper to import (`demoStatementCsv` writes it).
 */
export async function seedDemoBankStatements(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  if (admin)
    await db.update(siteSettings).set({ brokerOfRecordId: admin.id }).where(eq(siteSettings.id, 1));
  const [trust] = await rawRows<{ id: string }>(
    db,
    sql`select id from bank_accounts where kind = 'operating_trust' and is_default`,
  );
  if (!trust) return;
  const today = await companyToday(db, new Date());
  for (const [index, month] of lastCompleteMonths(today, 3).slice(0, 2).entries()) {
    await importStatement(db, null, trust.id, {
      fileName: `seacoast-${month}.csv`,
      content: await demoStatementCsv(db, trust.id, month),
      format: 'csv',
      // The mapping is given once, with the first file, and remembered.
      ...(index === 0 ? { mapping: DEMO_CSV_MAPPING } : {}),
    });
  }
}
