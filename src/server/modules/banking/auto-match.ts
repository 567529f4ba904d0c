import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** How far apart (days) a statement line and a journal line may be dated and still match. */
export const MATCH_WINDOW_DAYS = 5;

export interface MatchCandidate {
  id: string;
  day: string;
  cents: number;
  reference: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Pairs statement lines with journal lines one to one: the same signed amount, dated within
 * `MATCH_WINDOW_DAYS`, the same reference first when the statement line has one, then the closest
 * date, then the earliest. Pure, so it is tested and timed apart from the database.
 */
export function pairLines(
  statement: MatchCandidate[],
  journal: MatchCandidate[],
  windowDays = MATCH_WINDOW_DAYS,
): { statementLineId: string; journalLineId: string }[] {
  const byAmount = new Map<number, (MatchCandidate & { n: number; taken?: boolean })[]>();
  for (const line of journal) {
    const list = byAmount.get(line.cents) ?? [];
    list.push({ ...line, n: dayNumber(line.day) });
    byAmount.set(line.cents, list);
  }
  const pairs: { statementLineId: string; journalLineId: string }[] = [];
  const ordered = [...statement].sort(
    (a, b) => Number(!a.reference) - Number(!b.reference) || a.day.localeCompare(b.day),
  );
  for (const line of ordered) {
    const candidates = byAmount.get(line.cents);
    if (!candidates) continue;
    const n = dayNumber(line.day);
    let best: (typeof candidates)[number] | undefined;
    let bestScore = Infinity;
    for (const candidate of candidates) {
      if (candidate.taken) continue;
      const distance = Math.abs(candidate.n - n);
      if (distance > windowDays) continue;
      const sameReference =
        line.reference !== '' && candidate.reference.toLowerCase() === line.reference.toLowerCase();
      const score = (sameReference ? 0 : 1000) + distance;
      if (score < bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best) {
      best.taken = true;
      pairs.push({ statementLineId: line.id, journalLineId: best.id });
    }
  }
  return pairs;
}

/**
 * Matches statement lines just imported (`statementLineIds`; every unmatched line of the bank
 * account when left out), outside signed months, to the cash account's unmatched journal lines,
 * and returns how many it matched. A line a person unmatched stays unmatched by later imports. Run in the caller's
 * transaction, after `lockBankAccount`; the unique keys on `bank_matches` refuse a second match
 * of either side whatever happens.
 */
export async function autoMatch(
  tx: Db,
  bankAccountId: string,
  actorId: string | null,
  statementLineIds?: string[],
): Promise<number> {
  if (statementLineIds?.length === 0) return 0;
  const only = statementLineIds
    ? sql`and s.id in (${sql.join(
        statementLineIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const statement = await rawRows<{ id: string; day: string; cents: string; reference: string }>(
    tx,
    sql`select s.id, s.posted_on::text as day, s.amount_cents::text as cents, s.reference
        from bank_statement_lines s
        where s.bank_account_id = ${bankAccountId}
          and not exists (select 1 from bank_matches m where m.statement_line_id = s.id) ${only}
          and not exists (select 1 from bank_reconciliations r where r.bank_account_id = s.bank_account_id
                            and r.month = date_trunc('month', s.posted_on)::date)`,
  );
  if (statement.length === 0) return 0;
  const days = statement.map((line) => line.day).sort();
  const journal = await rawRows<{ id: string; day: string; cents: string; reference: string }>(
    tx,
    sql`select l.id, e.entry_date::text as day, (l.debit_cents - l.credit_cents)::text as cents,
               coalesce(p.reference, c.check_number::text, '') as reference
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        join bank_accounts b on b.account_id = l.account_id and b.id = ${bankAccountId}
        left join payments p on e.source_kind = 'payment' and p.id::text = e.source_id
        left join vendor_checks c on e.source_kind = 'bill_payment' and c.id::text = e.source_id
        where e.entry_date between ${days[0]}::date - ${MATCH_WINDOW_DAYS}::int
                              and ${days.at(-1)}::date + ${MATCH_WINDOW_DAYS}::int
          and not exists (select 1 from bank_matches m where m.journal_line_id = l.id)
          and not exists (select 1 from bank_reconciliations r where r.bank_account_id = b.id
                            and r.month = date_trunc('month', e.entry_date)::date)`,
  );
  const toCandidate = (row: { id: string; day: string; cents: string; reference: string }) => ({
    id: row.id,
    day: row.day,
    cents: Number(row.cents),
    reference: row.reference,
  });
  const pairs = pairLines(statement.map(toCandidate), journal.map(toCandidate));
  let matched = 0;
  for (let start = 0; start < pairs.length; start += 500) {
    const chunk = pairs.slice(start, start + 500);
    const rows = await rawRows<{ id: string }>(
      tx,
      sql`insert into bank_matches (statement_line_id, journal_line_id, how, matched_by)
          values ${sql.join(
            chunk.map(
              (pair) =>
                sql`(${pair.statementLineId}::uuid, ${pair.journalLineId}::uuid, 'auto', ${actorId}::uuid)`,
            ),
            sql`, `,
          )}
          on conflict do nothing
          returning statement_line_id as id`,
    );
    matched += rows.length;
  }
  return matched;
}
