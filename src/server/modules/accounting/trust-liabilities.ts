import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { applicationsBefore } from './applied-at';

/**
 * What the company owes out of its trust accounts at the end of a month ('YYYY-MM'; all time when
 * omitted), read from the period balances (never a scan of the lines) and, for deposits still
 * unpaid, the charges' applications:
 *
 * - each owner's funds held: contributions less distributions (2030), plus the owner's income
 *   (40xx) less the owner's expenses (5xxx), less what the owner's tenants still owe, because
 *   income is booked when charged and only money collected is held;
 * - each tenant's deposit held: security deposits held (2010) less the part of the deposit the
 *   tenant has not paid yet;
 * - each tenant's prepaid rent (2020);
 * - what is owed to vendors for work on each owner's property (2100), paid out of the owner's
 *   trust money (the expense already lowered the owner's funds).
 *
 * The operating trust account must hold the owners' funds; the escrow account, the deposits and
 * the prepaid rent (docs/accounting.md).
 */
export interface TrustLiabilities {
  owners: { ownerId: string; cents: number }[];
  deposits: { leaseId: string; cents: number }[];
  prepaid: { leaseId: string; cents: number }[];
  payables: { ownerId: string; cents: number }[];
  /** The owners' funds and payables again, by property (null: lines without one). */
  byProperty: {
    ownerId: string;
    propertyId: string | null;
    fundsCents: number;
    payablesCents: number;
  }[];
}

export async function trustLiabilities(
  db: Db,
  asOf?: string,
  /** One owner's lines only (a payout reads its owner's books under that owner's lock). */
  only?: { ownerId: string },
): Promise<TrustLiabilities> {
  const until = asOf ? sql`and b.month <= ${`${asOf}-01`}::date` : sql``;
  const owner = only ? sql`and b.owner_id = ${only.ownerId}::uuid` : sql``;
  const rows = await rawRows<{
    owner: string | null;
    property: string | null;
    lease: string | null;
    key: string;
    net: string;
  }>(
    db,
    sql`select b.owner_id as owner, b.property_id as property, b.lease_id as lease,
               case when a.system_key in ('owner_funds_held', 'security_deposits_held', 'prepaid_rent', 'tenant_receivable', 'accounts_payable')
                    then a.system_key
                    when a.code like '40%' then 'owner_income'
                    when a.code like '5%' then 'owner_expense' end as key,
               sum(b.credit_total - b.debit_total)::text as net
        from account_period_balances b join accounts a on a.id = b.account_id
        where (a.system_key in ('owner_funds_held', 'security_deposits_held', 'prepaid_rent', 'tenant_receivable', 'accounts_payable')
               or a.code like '40%' or a.code like '5%') ${until} ${owner}
        group by 1, 2, 3, 4`,
  );
  const unpaidDeposits = await rawRows<{ lease: string; cents: string }>(
    db,
    sql`select c.lease_id as lease,
               (sum(c.amount_cents) - coalesce(sum(a.applied), 0))::text as cents
        from charges c
        left join (select charge_id, sum(amount_cents) as applied
                   from ${applicationsBefore(asOf ? sql`(${`${asOf}-01`}::date + interval '1 month')` : null, 'deposit')} x
                   group by charge_id) a on a.charge_id = c.id
        where c.kind = 'deposit'
          ${only ? sql`and c.lease_id in (select lease_id from account_period_balances where owner_id = ${only.ownerId}::uuid and lease_id is not null)` : sql``}
          ${asOf ? sql`and c.posted_at < (${`${asOf}-01`}::date + interval '1 month')` : sql``}
        group by c.lease_id`,
  );
  const owners = new Map<string, number>();
  const deposits = new Map<string, number>();
  const prepaid = new Map<string, number>();
  const payables = new Map<string, number>();
  const byProperty = new Map<string, TrustLiabilities['byProperty'][number]>();
  const onProperty = (owner: string, property: string | null) => {
    const key = `${owner}|${property ?? ''}`;
    const found = byProperty.get(key);
    if (found) return found;
    const fresh = { ownerId: owner, propertyId: property, fundsCents: 0, payablesCents: 0 };
    byProperty.set(key, fresh);
    return fresh;
  };
  const add = (map: Map<string, number>, key: string, cents: number) =>
    map.set(key, (map.get(key) ?? 0) + cents);
  const depositDue = new Map(unpaidDeposits.map((r) => [r.lease, Number(r.cents)]));
  for (const row of rows) {
    const net = Number(row.net);
    if (row.key === 'security_deposits_held' && row.lease) add(deposits, row.lease, net);
    else if (row.key === 'prepaid_rent' && row.lease) add(prepaid, row.lease, net);
    else if (row.key === 'accounts_payable' && row.owner) {
      add(payables, row.owner, net);
      onProperty(row.owner, row.property).payablesCents += net;
    } else if (row.owner) {
      // A receivable (a debit: negative here) is the owner's only once collected; its unpaid
      // deposit part is the tenant's deposit still to come, not owed to anyone yet.
      const deposit =
        row.key === 'tenant_receivable' && row.lease ? (depositDue.get(row.lease) ?? 0) : 0;
      add(owners, row.owner, net + deposit);
      onProperty(row.owner, row.property).fundsCents += net + deposit;
    }
  }
  for (const [lease, cents] of depositDue) add(deposits, lease, -cents);
  const list = (map: Map<string, number>, key: 'ownerId' | 'leaseId') =>
    [...map].filter(([, cents]) => cents !== 0).map(([id, cents]) => ({ [key]: id, cents }));
  return {
    owners: list(owners, 'ownerId') as TrustLiabilities['owners'],
    deposits: list(deposits, 'leaseId') as TrustLiabilities['deposits'],
    prepaid: list(prepaid, 'leaseId') as TrustLiabilities['prepaid'],
    payables: list(payables, 'ownerId') as TrustLiabilities['payables'],
    byProperty: [...byProperty.values()].filter((p) => p.fundsCents !== 0 || p.payablesCents !== 0),
  };
}
