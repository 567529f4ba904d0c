import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { sql } from 'drizzle-orm';
import { bankMatches, bankStatementLines } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid, postEntry } from '../accounting/journal';
import { JournalError } from '../accounting/journal-error';
import { findBankAccount, lockBankAccount, refuseSignedMonths } from './bank-account';

/** Matching by hand: pairing, unpairing, and the entry for a line the books lack (fee, interest). */

async function statementLine(tx: Db, bankAccountId: string, id: string) {
  const [line] = isUuid(id)
    ? await tx
        .select()
        .from(bankStatementLines)
        .where(
          and(eq(bankStatementLines.id, id), eq(bankStatementLines.bankAccountId, bankAccountId)),
        )
    : [];
  if (!line) throw fieldError('statementLineId', 'No such statement line on this bank account.');
  return line;
}

async function journalLine(tx: Db, cashAccountId: string, id: string) {
  const [line] = isUuid(id)
    ? await rawRows<{ id: string; day: string; cents: string }>(
        tx,
        sql`select l.id, e.entry_date::text as day, (l.debit_cents - l.credit_cents)::text as cents
            from journal_lines l join journal_entries e on e.id = l.entry_id
            where l.id = ${id} and l.account_id = ${cashAccountId}`,
      )
    : [];
  if (!line) {
    throw fieldError('journalLineId', "No such line on this bank account's cash account.");
  }
  return { ...line, cents: Number(line.cents) };
}

async function insertMatch(
  tx: Db,
  statementLineId: string,
  journalLineId: string,
  how: 'manual' | 'created',
  actorId: string,
) {
  try {
    await tx.transaction((inner) =>
      inner.insert(bankMatches).values({ statementLineId, journalLineId, how, matchedBy: actorId }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', 'One of the two lines is already matched.');
    }
    throw err;
  }
}

/** Pairs a statement line with a journal line of the same amount on the bank account's cash. */
export async function matchLines(
  db: Db,
  actor: Actor,
  bankAccountId: string,
  input: { statementLineId: string; journalLineId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findBankAccount(tx, bankAccountId);
    await lockBankAccount(tx, account.id);
    const bank = await statementLine(tx, account.id, input.statementLineId);
    const book = await journalLine(tx, account.accountId, input.journalLineId);
    if (book.cents !== bank.amountCents) {
      throw fieldError(
        'journalLineId',
        'The amounts differ: a statement line matches a journal line of the same amount.',
      );
    }
    await refuseSignedMonths(tx, account.id, [bank.postedOn, book.day]);
    await insertMatch(tx, bank.id, book.id, 'manual', actor.id);
    await recordAudit(tx, actor, {
      action: 'banking.match',
      target: bank.id,
      after: { journalLineId: book.id },
    });
  });
}

/** Undoes a statement line's match (the journal line is free again); not in a signed month. */
export async function unmatchLine(
  db: Db,
  actor: Actor,
  bankAccountId: string,
  statementLineId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findBankAccount(tx, bankAccountId);
    await lockBankAccount(tx, account.id);
    const bank = await statementLine(tx, account.id, statementLineId);
    const [match] = await rawRows<{ journalLineId: string; day: string }>(
      tx,
      sql`select m.journal_line_id as "journalLineId", e.entry_date::text as day
          from bank_matches m join journal_lines l on l.id = m.journal_line_id
          join journal_entries e on e.id = l.entry_id where m.statement_line_id = ${bank.id}`,
    );
    if (!match) throw notFound('That match');
    await refuseSignedMonths(tx, account.id, [bank.postedOn, match.day]);
    await tx.delete(bankMatches).where(eq(bankMatches.statementLineId, bank.id));
    await recordAudit(tx, actor, {
      action: 'banking.unmatch',
      target: bank.id,
      before: { journalLineId: match.journalLineId },
    });
  });
}

/**
 * Posts the entry the books lack for a statement line and matches it, in one transaction: a bank
 * fee (debit 6010 bank fees, credit the cash account) or interest (debit the cash account, credit
 * 4530 interest income), dated the statement line's day.
 */
export async function createEntryForLine(
  db: Db,
  actor: Actor,
  bankAccountId: string,
  input: { statementLineId: string; kind: 'bank_fee' | 'interest' },
): Promise<{ entryId: string }> {
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, bankAccountId);
    await lockBankAccount(tx, account.id);
    const bank = await statementLine(tx, account.id, input.statementLineId);
    await refuseSignedMonths(tx, account.id, [bank.postedOn]);
    const [already] = await tx
      .select({ id: bankMatches.journalLineId })
      .from(bankMatches)
      .where(eq(bankMatches.statementLineId, bank.id));
    if (already) throw new AppError('conflict', 'That statement line is already matched.');
    if (input.kind === 'bank_fee' && bank.amountCents > 0) {
      throw fieldError('kind', 'A bank fee takes money out: this line puts money in.');
    }
    if (input.kind === 'interest' && bank.amountCents < 0) {
      throw fieldError('kind', 'Interest puts money in: this line takes money out.');
    }
    const cents = Math.abs(bank.amountCents);
    const cash = { id: account.accountId };
    let entry;
    try {
      entry = await postEntry(tx, {
        date: bank.postedOn,
        source: { kind: 'manual', id: `bank-statement-line:${bank.id}` },
        memo: `${input.kind === 'bank_fee' ? 'Bank fee' : 'Interest'}: ${bank.description}`.slice(
          0,
          500,
        ),
        actorId: actor.id,
        lines:
          input.kind === 'bank_fee'
            ? [
                { account: 'bank_fees', debit: cents },
                { account: cash, credit: cents },
              ]
            : [
                { account: cash, debit: cents },
                { account: 'interest_income', credit: cents },
              ],
      });
    } catch (err) {
      if (err instanceof JournalError) throw new AppError('conflict', err.message);
      throw err;
    }
    const [line] = await rawRows<{ id: string }>(
      tx,
      sql`select id from journal_lines where entry_id = ${entry.id} and account_id = ${account.accountId}`,
    );
    await insertMatch(tx, bank.id, line!.id, 'created', actor.id);
    await recordAudit(tx, actor, {
      action: 'banking.create-entry',
      target: bank.id,
      after: { entryId: entry.id, kind: input.kind, cents },
    });
    return { entryId: entry.id };
  });
}
