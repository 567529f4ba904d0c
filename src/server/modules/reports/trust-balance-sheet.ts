import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { firstDayOf } from '../accounting/months';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { leaseLabels } from './lease-labels';

export interface TrustBalanceSheetOptions {
  /** The month whose end it is at, 'YYYY-MM'. */
  asOf: string;
  ownerId?: string;
  ownerName?: string;
  propertyId?: string;
}

interface Line {
  ownerId: string;
  propertyId: string | null;
  trustCash: number;
  ownerFunds: number;
  deposits: number;
  prepaid: number;
  payables: number;
}

const FIGURES = ['trustCash', 'ownerFunds', 'deposits', 'prepaid', 'payables'] as const;

/**
 * The trust accounts' balance sheet at the end of a month, per owner and property: the trust
 * cash held for it (1010 and 1020 on the period balances, whose lines all carry the owner and
 * property) against what is owed out of it (`trustLiabilities`: the owner's funds, the tenants'
 * deposits held and prepaid rent, what is owed to vendors), and the difference, which is the
 * company's own money still in trust (fees earned not yet moved out) when above zero and a
 * shortage below. In all, the trust cash is 1010 plus 1020 of the trial balance.
 */
export async function trustBalanceSheetReport(
  db: Db,
  options: TrustBalanceSheetOptions,
): Promise<ReportTable> {
  const [liabilities, cash] = await Promise.all([
    trustLiabilities(db, options.asOf),
    rawRows<{ owner: string; property: string | null; cents: string }>(
      db,
      sql`select b.owner_id as owner, b.property_id as property,
                 sum(b.debit_total - b.credit_total)::text as cents
          from account_period_balances b join accounts a on a.id = b.account_id
          where a.is_trust and b.owner_id is not null
            and b.month <= ${firstDayOf(options.asOf)}::date
          group by 1, 2`,
    ),
  ]);
  const lines = new Map<string, Line>();
  const lineOf = (ownerId: string, propertyId: string | null) => {
    const key = `${ownerId}|${propertyId ?? ''}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        ownerId,
        propertyId,
        trustCash: 0,
        ownerFunds: 0,
        deposits: 0,
        prepaid: 0,
        payables: 0,
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const c of cash) lineOf(c.owner, c.property).trustCash += Number(c.cents);
  for (const p of liabilities.byProperty) {
    const line = lineOf(p.ownerId, p.propertyId);
    line.ownerFunds += p.fundsCents;
    line.payables += p.payablesCents;
  }
  const labels = await leaseLabels(db, [
    ...liabilities.deposits.map((d) => d.leaseId),
    ...liabilities.prepaid.map((d) => d.leaseId),
  ]);
  for (const [list, figure] of [
    [liabilities.deposits, 'deposits'],
    [liabilities.prepaid, 'prepaid'],
  ] as const) {
    for (const d of list) {
      const lease = labels.get(d.leaseId);
      if (lease) lineOf(lease.ownerId, lease.propertyId)[figure] += d.cents;
    }
  }

  const names = await rawRows<{ id: string; name: string; kind: 'owner' | 'property' }>(
    db,
    sql`select id, name, 'owner' as kind from users
        where id in (select owner_id from properties)
        union all select id, name, 'property' from properties`,
  );
  const nameOf = new Map(names.map((n) => [`${n.kind}:${n.id}`, n.name]));
  const shown = [...lines.values()]
    .filter((l) => !options.ownerId || l.ownerId === options.ownerId)
    .filter((l) => !options.propertyId || l.propertyId === options.propertyId)
    .filter((l) => FIGURES.some((f) => l[f] !== 0))
    .map((l) => ({
      ...l,
      owner: nameOf.get(`owner:${l.ownerId}`) ?? '',
      property: l.propertyId ? (nameOf.get(`property:${l.propertyId}`) ?? '') : '',
    }))
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.property.localeCompare(b.property));

  const totals = { trustCash: 0, ownerFunds: 0, deposits: 0, prepaid: 0, payables: 0 };
  const rows: ReportTable['rows'] = shown.map((l) => {
    for (const f of FIGURES) totals[f] += l[f];
    const owed = l.ownerFunds + l.deposits + l.prepaid + l.payables;
    return {
      kind: 'row',
      cells: [
        l.owner,
        l.property || null,
        l.trustCash,
        l.ownerFunds || null,
        l.deposits || null,
        l.prepaid || null,
        l.payables || null,
        owed,
        l.trustCash - owed,
      ],
      ...(l.propertyId ? { links: { '1': `/portal/properties/${l.propertyId}` } } : {}),
    };
  });
  const owed = totals.ownerFunds + totals.deposits + totals.prepaid + totals.payables;
  rows.push({
    kind: 'total',
    label: 'total',
    cells: [null, null, ...FIGURES.map((f) => totals[f]), owed, totals.trustCash - owed],
  });
  return {
    report: 'trust-balance-sheet',
    title: 'Trust balance sheet',
    subtitle: `As of the end of ${options.asOf}`,
    period: { asOf: options.asOf },
    subject: options.ownerName ?? null,
    columns: [
      { key: 'owner', kind: 'text' },
      { key: 'property', kind: 'text' },
      { key: 'trustCash', kind: 'money' },
      { key: 'ownerFunds', kind: 'money' },
      { key: 'depositsHeld', kind: 'money' },
      { key: 'prepaidRent', kind: 'money' },
      { key: 'payables', kind: 'money' },
      { key: 'owed', kind: 'money' },
      { key: 'difference', kind: 'money' },
    ],
    rows,
    totals: {
      trustCashCents: totals.trustCash,
      ownerFundsCents: totals.ownerFunds,
      depositsCents: totals.deposits,
      prepaidCents: totals.prepaid,
      payablesCents: totals.payables,
      owedCents: owed,
      differenceCents: totals.trustCash - owed,
    },
  };
}
