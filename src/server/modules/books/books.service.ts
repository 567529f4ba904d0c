import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { accounts, closedMonths, journalLines, properties, users } from '../../db/tables';
import { AppError, validationError } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';
import type { Actor } from '../../lib/actor';
import { formatMoney } from '../../../shared/money';
import type { ManualEntry } from '../../../shared/schemas/books';
import { trialBalance } from '../accounting/balances';
import { closeMonth, postEntry } from '../accounting/journal';
import { JournalError } from '../accounting/journal-error';
import { feesInTrust, transferFeesEarned } from '../accounting/management-fees';
import { monthOf } from '../accounting/months';
import { recordAudit } from '../audit/audit.service';

/** A refusal of the books as an answer: bad input is a 400, a rule of the books a 409. */
export function journalRefusal(err: unknown, field = 'body'): unknown {
  if (!(err instanceof JournalError)) return err;
  switch (err.reason) {
    case 'invalid':
    case 'unbalanced':
    case 'unknown_account':
    case 'inactive_account':
    case 'dimension_mismatch':
      return new AppError('validation', err.message, { fields: { [field]: err.message } });
    case 'not_found':
      return new AppError('not_found', err.message);
    default:
      return new AppError('conflict', err.message);
  }
}

const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Every month from the first with entries to the company's current month, open or closed. */
export async function listMonths(db: Db, now: Date) {
  const current = monthOf(await companyToday(db, now));
  const [first] = await rawRows<{ month: string | null }>(
    db,
    sql`select to_char(min(entry_date), 'YYYY-MM') as month from journal_entries`,
  );
  const closed = await db
    .select({ month: closedMonths.month, closedAt: closedMonths.closedAt, name: users.name })
    .from(closedMonths)
    .leftJoin(users, eq(users.id, closedMonths.closedBy));
  const byMonth = new Map(closed.map((c) => [c.month.slice(0, 7), c]));
  const items = [];
  let month = first?.month ?? current;
  let earlierOpen = false;
  for (; month <= current; month = nextMonth(month)) {
    const c = byMonth.get(month);
    items.push({
      month,
      closed: !!c,
      closedAt: c ? c.closedAt.toISOString() : null,
      closedByName: c?.name ?? null,
      closable: !c && month < current && !earlierOpen,
    });
    if (!c) earlierOpen = true;
  }
  return { items };
}

export async function closeBooksMonth(db: Db, actor: Actor, month: string, now: Date) {
  const current = monthOf(await companyToday(db, now));
  if (month >= current) {
    throw new AppError(
      'conflict',
      `The month ${month} has not ended yet in the company's time zone: it closes from ${nextMonth(month)}-01.`,
    );
  }
  try {
    return await db.transaction(async (tx) => {
      const closed = await closeMonth(tx, month, actor.id);
      await recordAudit(tx, actor, { action: 'books.month.close', target: month });
      return { month, closedAt: closed.closedAt.toISOString() };
    });
  } catch (err) {
    throw journalRefusal(err);
  }
}

export async function listFeesInTrust(db: Db) {
  const fees = await feesInTrust(db);
  const names =
    fees.length === 0
      ? []
      : await db
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(
            inArray(
              properties.id,
              fees.map((f) => f.propertyId),
            ),
          );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const items = fees
    .map((f) => ({ ...f, propertyName: nameOf.get(f.propertyId) ?? '' }))
    .sort((a, b) => a.propertyName.localeCompare(b.propertyName));
  return { items, totalCents: items.reduce((s, f) => s + f.cents, 0) };
}

export async function transferFees(db: Db, actor: Actor, key: string, now: Date) {
  const date = await companyToday(db, now);
  try {
    return await db.transaction(async (tx) => {
      const cents = await transferFeesEarned(tx, {
        date,
        actorId: actor.id,
        key: `fees-earned:${key}`,
      });
      if (cents > 0) {
        await recordAudit(tx, actor, {
          action: 'books.fees.transfer',
          target: date,
          after: { cents },
        });
      }
      return { cents, date };
    });
  } catch (err) {
    if (err instanceof JournalError && err.reason === 'already_posted') {
      return { cents: 0, date };
    }
    throw journalRefusal(err);
  }
}

export async function listAccounts(db: Db) {
  const rows = await db.select().from(accounts).orderBy(asc(accounts.code));
  const balances = new Map((await trialBalance(db)).rows.map((r) => [r.accountId, r]));
  const used = new Set(
    (await db.selectDistinct({ id: journalLines.accountId }).from(journalLines)).map((r) => r.id),
  );
  return {
    items: rows.map((a) => ({
      id: a.id,
      code: a.code,
      name: a.name,
      nameEs: a.nameEs,
      type: a.type,
      isTrust: a.isTrust,
      active: a.active,
      systemKey: a.systemKey,
      balanceCents: balances.get(a.id)?.balanceCents ?? 0,
      hasActivity: used.has(a.id),
    })),
  };
}

export async function addAccount(
  db: Db,
  actor: Actor,
  input: {
    code: string;
    name: string;
    nameEs: string;
    type: (typeof accounts.$inferInsert)['type'];
  },
) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.code, input.code));
    if (taken) throw validationError({ code: `Account ${input.code} already exists` });
    const [created] = await tx.insert(accounts).values(input).returning({ id: accounts.id });
    await recordAudit(tx, actor, { action: 'books.account.add', target: input.code, after: input });
    return { id: created!.id };
  });
}

export async function changeAccount(
  db: Db,
  actor: Actor,
  id: string,
  patch: {
    name?: string;
    nameEs?: string;
    type?: (typeof accounts.$inferInsert)['type'];
    active?: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'That account was not found.');
    if (patch.type && patch.type !== before.type) {
      const [line] = await tx
        .select({ id: journalLines.id })
        .from(journalLines)
        .where(eq(journalLines.accountId, id))
        .limit(1);
      if (line) {
        throw new AppError(
          'conflict',
          `Account ${before.code} has entries posted to it: its type cannot change.`,
        );
      }
    }
    if (patch.active === false && before.systemKey) {
      throw new AppError(
        'conflict',
        `Account ${before.code} is one the books post to on their own: it stays active.`,
      );
    }
    await tx.update(accounts).set(patch).where(eq(accounts.id, id));
    await recordAudit(tx, actor, {
      action: 'books.account.change',
      target: before.code,
      before: {
        name: before.name,
        nameEs: before.nameEs,
        type: before.type,
        active: before.active,
      },
      after: patch,
    });
    return { id };
  });
}

/** A manual journal entry by an administrator: balanced, in an open month. */
export async function postManualEntry(db: Db, actor: Actor, entry: ManualEntry) {
  const debits = entry.lines.reduce((s, l) => s + (l.debitCents ?? 0), 0);
  const credits = entry.lines.reduce((s, l) => s + (l.creditCents ?? 0), 0);
  if (debits !== credits) {
    throw validationError({
      lines: `Debits ${formatMoney(debits, 'en')} and credits ${formatMoney(credits, 'en')} differ`,
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const posted = await postEntry(tx, {
        date: entry.date,
        source: { kind: 'manual' },
        memo: entry.memo,
        actorId: actor.id,
        lines: entry.lines.map((l) => ({
          account: { id: l.accountId },
          debit: l.debitCents,
          credit: l.creditCents,
          propertyId: l.propertyId,
          ownerId: l.ownerId,
        })),
      });
      await recordAudit(tx, actor, {
        action: 'books.entry.manual',
        target: posted.id,
        after: entry,
      });
      return posted;
    });
  } catch (err) {
    if (err instanceof JournalError && err.reason === 'closed_month') {
      throw validationError({ date: err.message });
    }
    throw journalRefusal(err, 'lines');
  }
}
