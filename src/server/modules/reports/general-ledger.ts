import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { accountBalance } from '../accounting/balances';
import { firstDayOf } from '../accounting/months';
import { previousMonth } from './owner-ledger';

export interface GeneralLedgerOptions {
  account: { id: string; code: string; name: string; normalSide: 'debit' | 'credit' };
  /** First and last month, 'YYYY-MM', inclusive (the route bounds the range). */
  from: string;
  to: string;
  propertyId?: string;
}

/**
 * One account's general ledger over a range of months: the balance at the end of the month
 * before `from` (period balances), every line posted to the account in the range (date, the
 * entry's memo or source, property, lease, debit, credit) with a running balance on the
 * account's normal side, and the balance at the end of `to` (period balances again; the running
 * balance ends on it). Narrowed to a property, every figure is that property's lines only.
 */
export async function generalLedgerReport(
  db: Db,
  options: GeneralLedgerOptions,
): Promise<ReportTable> {
  const { account } = options;
  const dimensions = options.propertyId ? { propertyId: options.propertyId } : {};
  const [opening, closing, lines] = await Promise.all([
    accountBalance(db, { id: account.id }, { asOf: previousMonth(options.from), ...dimensions }),
    accountBalance(db, { id: account.id }, { asOf: options.to, ...dimensions }),
    rawRows<{
      date: string;
      description: string;
      property: string | null;
      unit: string | null;
      tenants: string | null;
      debit: string;
      credit: string;
    }>(
      db,
      sql`select e.entry_date::text as date, coalesce(nullif(e.memo, ''), e.source_kind) as description,
                 p.name as property, u.label as unit,
                 (select string_agg(r.name, ', ' order by r.name)
                  from lease_residents lr join users r on r.id = lr.user_id
                  where lr.lease_id = l.lease_id) as tenants,
                 l.debit_cents::text as debit, l.credit_cents::text as credit
          from journal_lines l
          join journal_entries e on e.id = l.entry_id
          left join properties p on p.id = l.property_id
          left join units u on u.id = l.unit_id
          where l.account_id = ${account.id}
            and e.entry_date >= ${firstDayOf(options.from)}::date
            and e.entry_date < (${firstDayOf(options.to)}::date + interval '1 month')
            ${options.propertyId ? sql`and l.property_id = ${options.propertyId}` : sql``}
          order by e.entry_date, e.posted_at, e.id, l.id`,
    ),
  ]);
  const sign = account.normalSide === 'debit' ? 1 : -1;
  let running = opening.balanceCents;
  let [debits, credits] = [0, 0];
  const rows: ReportTable['rows'] = [
    { kind: 'opening', label: 'opening', cells: [null, null, null, null, null, null, running] },
  ];
  for (const line of lines) {
    const [debit, credit] = [Number(line.debit), Number(line.credit)];
    debits += debit;
    credits += credit;
    running += sign * (debit - credit);
    const lease = [line.unit, line.tenants].filter(Boolean).join(' · ');
    rows.push({
      kind: 'row',
      cells: [
        line.date,
        line.description,
        line.property,
        lease || null,
        debit || null,
        credit || null,
        running,
      ],
    });
  }
  rows.push({
    kind: 'total',
    label: 'totalActivity',
    cells: [null, null, null, null, debits, credits, null],
  });
  rows.push({
    kind: 'closing',
    label: 'closing',
    cells: [null, null, null, null, null, null, closing.balanceCents],
  });
  return {
    report: 'general-ledger',
    title: 'General ledger',
    subtitle: options.from === options.to ? options.from : `${options.from} to ${options.to}`,
    period: { from: options.from, to: options.to },
    subject: `${account.code} ${account.name}`,
    columns: [
      { key: 'date', kind: 'date' },
      { key: 'description', kind: 'text' },
      { key: 'property', kind: 'text' },
      { key: 'lease', kind: 'text' },
      { key: 'debit', kind: 'money' },
      { key: 'credit', kind: 'money' },
      { key: 'balance', kind: 'money' },
    ],
    rows,
    totals: {
      openingCents: opening.balanceCents,
      debitCents: debits,
      creditCents: credits,
      closingCents: closing.balanceCents,
    },
  };
}
