import { openRaw } from './integrity';
import type { DataLocation } from './server-process';

/**
 * The books after the kills: every entry balances; every charge and every payment that counts is
 * posted exactly once; for each lease, the receivable less prepaid rent is the ledger's balance;
 * no charge is paid more than its amount or less than nothing; each owner is paid once a month or
 * not at all, each payout and contribution with its one entry. A kill mid-posting must leave the
 * event and its entry both stored or both absent.
 */
export async function findBooksProblems(data: DataLocation): Promise<string[]> {
  const db = await openRaw(data);
  try {
    const problems: string[] = [];
    const unbalanced = await db.rows<{ id: string; d: string; c: string }>(
      `select e.id::text, sum(l.debit_cents)::text as d, sum(l.credit_cents)::text as c
       from journal_entries e left join journal_lines l on l.entry_id = e.id
       group by e.id having coalesce(sum(l.debit_cents), 0) <> coalesce(sum(l.credit_cents), 0)
          or count(l.id) < 2`,
    );
    for (const e of unbalanced)
      problems.push(`journal entry ${e.id} does not balance (${e.d} / ${e.c})`);
    const unposted = await db.rows<{ what: string; reference: string; n: number }>(
      `select 'charge' as what, c.reference, count(e.id)::int as n from charges c
         left join journal_entries e on e.source_kind = 'charge' and e.source_id = c.id::text
         where c.kind <> 'payment_reversal' group by c.reference having count(e.id) <> 1
       union all
       select 'payment', p.reference, count(e.id)::int from payments p
         left join journal_entries e on e.source_kind = 'payment' and e.source_id = p.id::text
         where p.status <> 'failed' group by p.reference having count(e.id) <> 1`,
    );
    for (const u of unposted) problems.push(`${u.what} ${u.reference} is posted ${u.n} times`);
    const disagree = await db.rows<{ id: string; ledger: string; books: string }>(
      `select l.id::text,
              ((select coalesce(sum(amount_cents), 0) from charges where lease_id = l.id)
             - (select coalesce(sum(amount_cents), 0) from payments
                where lease_id = l.id and status <> 'failed'))::text as ledger,
              (select coalesce(sum(b.debit_total - b.credit_total), 0)
               from account_period_balances b join accounts a on a.id = b.account_id
               where b.lease_id = l.id and a.system_key in ('tenant_receivable', 'prepaid_rent'))::text as books
       from leases l`,
    );
    for (const row of disagree.filter((r) => r.ledger !== r.books))
      problems.push(`lease ${row.id}: ledger ${row.ledger}, books ${row.books}`);
    const overApplied = await db.rows<{ reference: string }>(
      `select c.reference from charges c join charge_applications a on a.charge_id = c.id
       group by c.id, c.reference, c.amount_cents
       having sum(a.amount_cents) > c.amount_cents or sum(a.amount_cents) < 0`,
    );
    for (const c of overApplied)
      problems.push(`charge ${c.reference} is applied beyond its amount`);
    // Owner payouts: each owner paid once a month or not at all, each payout with its one
    // distribution entry of its amount, and no distribution entry without its payout row.
    const twice = await db.rows<{ owner: string; month: string; n: number }>(
      `select owner_id::text as owner, month, count(*)::int as n from owner_payouts
       group by owner_id, month having count(*) > 1`,
    );
    for (const t of twice) problems.push(`owner ${t.owner} paid ${t.n} times for ${t.month}`);
    const payoutEntries = await db.rows<{ id: string; amount: string; debited: string | null }>(
      `select p.id::text, p.amount_cents::text as amount,
              (select sum(l.debit_cents) from journal_lines l join accounts a on a.id = l.account_id
               where l.entry_id = e.id and a.system_key = 'owner_funds_held')::text as debited
       from owner_payouts p left join journal_entries e
         on e.id = p.entry_id and e.source_kind = 'distribution' and e.source_id = p.id::text`,
    );
    for (const p of payoutEntries.filter((r) => r.debited !== r.amount))
      problems.push(`payout ${p.id} of ${p.amount} has a distribution entry of ${p.debited}`);
    const orphans = await db.rows<{ id: string }>(
      `select e.id::text from journal_entries e where e.source_kind = 'distribution'
         and not exists (select 1 from owner_payouts p where p.id::text = e.source_id)`,
    );
    for (const o of orphans) problems.push(`distribution entry ${o.id} has no payout`);
    // Bills paid by check: each bill paid once or not at all, a paid bill has its one issued
    // check, each check its one bill_payment entry of its amount, and no such entry without it.
    const billsPaidTwice = await db.rows<{ bill: string; n: number }>(
      `select l.bill_id::text as bill, count(*)::int as n from vendor_check_bills l
       join vendor_checks c on c.id = l.check_id where c.status = 'issued'
       group by l.bill_id having count(*) > 1`,
    );
    for (const b of billsPaidTwice) problems.push(`bill ${b.bill} paid by ${b.n} checks`);
    const paidWithout = await db.rows<{ id: string }>(
      `select b.id::text from bills b where b.status = 'paid' and not exists (
         select 1 from vendor_check_bills l join vendor_checks c on c.id = l.check_id
         where l.bill_id = b.id and c.status = 'issued')`,
    );
    for (const b of paidWithout) problems.push(`bill ${b.id} is paid without a check`);
    const checkEntries = await db.rows<{ id: string; amount: string; debited: string | null }>(
      `select c.id::text, c.amount_cents::text as amount,
              (select sum(l.debit_cents) from journal_lines l join accounts a on a.id = l.account_id
               where l.entry_id = e.id and a.system_key = 'accounts_payable')::text as debited
       from vendor_checks c left join journal_entries e
         on e.id = c.entry_id and e.source_kind = 'bill_payment' and e.source_id = c.id::text`,
    );
    for (const c of checkEntries.filter((r) => r.debited !== r.amount))
      problems.push(`check ${c.id} of ${c.amount} has a payment entry of ${c.debited}`);
    const checkOrphans = await db.rows<{ id: string }>(
      `select e.id::text from journal_entries e where e.source_kind = 'bill_payment'
         and not exists (select 1 from vendor_checks c where c.id::text = e.source_id)`,
    );
    for (const o of checkOrphans) problems.push(`bill_payment entry ${o.id} has no check`);
    const contributions = await db.rows<{ id: string }>(
      `select c.id::text from owner_contributions c left join journal_entries e
         on e.id = c.entry_id and e.source_kind = 'contribution' and e.source_id = c.id::text
       where e.id is null
       union all
       select e.id::text from journal_entries e where e.source_kind = 'contribution'
         and not exists (select 1 from owner_contributions c where c.id::text = e.source_id)`,
    );
    for (const c of contributions) problems.push(`contribution ${c.id} is half-written`);
    return problems;
  } finally {
    await db.close();
  }
}
