import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, bankReconciliations, bankStatementBalances } from '../../db/tables';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../accounting/journal';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findBankAccount(db: Db, id: string): Promise<BankAccountRow> {
  const [row] = isUuid(id)
    ? await db.select().from(bankAccounts).where(eq(bankAccounts.id, id))
    : [];
  if (!row) throw notFound('That bank account');
  return row;
}

/**
 * Serialises the writes on one bank account's statement and matches (import, match, unmatch,
 * sign-off) for the rest of the transaction: a sign-off cannot slip between a match's check of
 * the month and its write.
 */
export async function lockBankAccount(tx: Db, bankAccountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7250084, hashtext(${bankAccountId}))`);
}

/** The months ('YYYY-MM') among `months` whose reconciliation of this bank account is signed. */
export async function signedMonths(
  db: Db,
  bankAccountId: string,
  months: string[],
): Promise<string[]> {
  if (months.length === 0) return [];
  const rows = await db
    .select({ month: bankReconciliations.month })
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.bankAccountId, bankAccountId),
        inArray(
          bankReconciliations.month,
          [...new Set(months)].map((month) => `${month}-01`),
        ),
      ),
    );
  return rows.map((row) => row.month.slice(0, 7)).sort();
}

/** Refuses a change touching a day in a signed month (409, naming the month). */
export async function refuseSignedMonths(
  db: Db,
  bankAccountId: string,
  days: string[],
): Promise<void> {
  const signed = await signedMonths(
    db,
    bankAccountId,
    days.map((day) => day.slice(0, 7)),
  );
  if (signed.length > 0) {
    throw new AppError(
      'conflict',
      `The reconciliation of ${signed.join(', ')} is signed: that month is locked for this bank account.`,
    );
  }
}

/** The bank's balance at a month's end, from a statement imported or typed; the last one counts. */
export async function storeEndingBalance(
  tx: Db,
  bankAccountId: string,
  month: string,
  cents: number,
  source: 'import' | 'typed',
): Promise<void> {
  await tx
    .insert(bankStatementBalances)
    .values({ bankAccountId, month: `${month}-01`, endingBalanceCents: cents, source })
    .onConflictDoUpdate({
      target: [bankStatementBalances.bankAccountId, bankStatementBalances.month],
      set: { endingBalanceCents: cents, source, updatedAt: new Date() },
    });
}
