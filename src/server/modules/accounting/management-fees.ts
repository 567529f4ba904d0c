import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { lastDay } from '../../lib/calendar';
import { isClosed, postCorrection, postEntry, type EntryInput } from './journal';
import {
  companyCashAccount,
  operatingTrustAccountIds,
  propertyCashAccounts,
} from './cash-accounts';

/**
 * A month's management fee on one property, as its owner statement computed it: the owner's
 * expense (5010) and the company's income (4510). The cash stays in the trust account, now the
 * company's money there, until the fees earned are transferred out. Dated the month's last day;
 * when that month is already closed, dated `today` as a correction naming it. Posted once per
 * property and month.
 */
export async function postManagementFee(
  tx: Db,
  fee: { propertyId: string; period: string; cents: number; today: string },
): Promise<void> {
  if (fee.cents <= 0) return;
  const entry: EntryInput = {
    date: lastDay(fee.period),
    source: { kind: 'fee', id: `management:${fee.propertyId}:${fee.period}` },
    memo: `Management fee, ${fee.period}`,
    lines: [
      { account: 'management_fees', debit: fee.cents, propertyId: fee.propertyId },
      { account: 'management_fee_income', credit: fee.cents },
    ],
  };
  if (await isClosed(tx, fee.period)) {
    await postCorrection(tx, { ...entry, date: fee.today, correctsMonth: fee.period });
  } else {
    await postEntry(tx, entry);
  }
}

/**
 * Fees earned and still in the trust accounts, per property: management fees posted less what
 * was transferred out (credits to trust cash by `transfer` entries, net of reversals). The
 * transfers and their reversals are found first (by kind, by the entry reversed), then their lines:
 * never a pass over every line of the journal.
 */
export async function feesInTrust(db: Db): Promise<{ propertyId: string; cents: number }[]> {
  const rows = await rawRows<{ property: string; cents: string }>(
    db,
    sql`select property as property, sum(cents)::text as cents from (
          select b.property_id as property, sum(b.debit_total - b.credit_total) as cents
          from account_period_balances b join accounts a on a.id = b.account_id
          where a.system_key = 'management_fees' and b.property_id is not null
          group by b.property_id
          union all
          select l.property_id, -sum(l.credit_cents - l.debit_cents)
          from journal_lines l
          where l.entry_id in (
                  select t.id from journal_entries t where t.source_kind = 'transfer'
                  union all
                  select r.id from journal_entries r
                  join journal_entries t on t.id = r.reverses_entry_id
                  where t.source_kind = 'transfer')
            and l.account_id in ${operatingTrustAccountIds} and l.property_id is not null
          group by l.property_id) t
        group by property having sum(cents) <> 0`,
  );
  return rows.map((r) => ({ propertyId: r.property, cents: Number(r.cents) }));
}

/**
 * Moves the fees earned out of trust into the company's own account: one `transfer` entry, a
 * credit to each property's trust cash and one debit to the company's cash. Returns the cents
 * moved (0: nothing to move, and nothing is posted).
 */
export async function transferFeesEarned(
  tx: Db,
  options: { date: string; actorId: string | null; key: string },
): Promise<number> {
  const fees = (await feesInTrust(tx)).filter((f) => f.cents > 0);
  const total = fees.reduce((s, f) => s + f.cents, 0);
  if (total === 0) return 0;
  const lines = [];
  for (const fee of fees) {
    const cash = await propertyCashAccounts(tx, fee.propertyId);
    lines.push({ account: cash.operating, credit: fee.cents, propertyId: fee.propertyId });
  }
  await postEntry(tx, {
    date: options.date,
    source: { kind: 'transfer', id: options.key },
    memo: 'Management fees earned, transferred from trust to the operating account',
    actorId: options.actorId,
    lines: [{ account: await companyCashAccount(tx), debit: total }, ...lines],
  });
  return total;
}
