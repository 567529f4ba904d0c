import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { firstDayOf } from '../accounting/months';

export interface IncomeStatementOptions {
  /** First and last month, 'YYYY-MM', inclusive. */
  from: string;
  to: string;
  /** An owner's: only their lines, on the owners' accounts (40xx income, 5xxx expenses). */
  ownerId?: string;
  ownerName?: string;
  propertyId?: string;
}

/**
 * Income and expenses over a range of months, from the period balances: each income account's
 * credits less debits, each expense account's debits less credits, their totals and the net.
 * Company-wide it is the company's and the owners' accounts together (the owners' income is
 * theirs, not the company's: read an owner's or narrow to the company's 45xx and 60xx); for an
 * owner, their own lines on the owners' accounts only.
 */
export async function incomeStatementReport(
  db: Db,
  options: IncomeStatementOptions,
): Promise<ReportTable> {
  const accounts = await rawRows<{
    code: string;
    name: string;
    nameEs: string;
    type: 'income' | 'expense';
    net: string;
  }>(
    db,
    sql`select a.code, a.name, a.name_es as "nameEs", a.type,
               sum(case when a.type = 'income' then b.credit_total - b.debit_total
                        else b.debit_total - b.credit_total end)::text as net
        from account_period_balances b join accounts a on a.id = b.account_id
        where a.type in ('income', 'expense')
          and b.month between ${firstDayOf(options.from)}::date and ${firstDayOf(options.to)}::date
          ${options.ownerId ? sql`and b.owner_id = ${options.ownerId} and (a.code like '40%' or a.code like '5%')` : sql``}
          ${options.propertyId ? sql`and b.property_id = ${options.propertyId}` : sql``}
        group by a.id, a.code, a.name, a.name_es, a.type
        having sum(b.debit_total) <> 0 or sum(b.credit_total) <> 0
        order by a.code`,
  );
  const rows: ReportTable['rows'] = [];
  const totals = { income: 0, expense: 0 };
  for (const type of ['income', 'expense'] as const) {
    rows.push({
      kind: 'heading',
      label: type === 'income' ? 'income' : 'expenses',
      cells: [null, null, null],
    });
    for (const a of accounts.filter((x) => x.type === type)) {
      totals[type] += Number(a.net);
      rows.push({ kind: 'row', cells: [a.code, a.name, Number(a.net)], es: { '1': a.nameEs } });
    }
    rows.push({
      kind: 'total',
      label: type === 'income' ? 'totalIncome' : 'totalExpenses',
      cells: [null, null, totals[type]],
    });
  }
  const net = totals.income - totals.expense;
  rows.push({ kind: 'closing', label: 'netIncome', cells: [null, null, net] });
  return {
    report: 'income-statement',
    title: 'Income statement',
    subtitle: options.from === options.to ? options.from : `${options.from} to ${options.to}`,
    period: { from: options.from, to: options.to },
    subject: options.ownerName ?? null,
    columns: [
      { key: 'code', kind: 'text' },
      { key: 'account', kind: 'text' },
      { key: 'amount', kind: 'money' },
    ],
    rows,
    totals: { incomeCents: totals.income, expensesCents: totals.expense, netCents: net },
  };
}
