import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { AccountRef } from './journal';

/** Where a lease's money is banked: rents in the operating trust account, deposits in escrow. */
export interface LeaseCashAccounts {
  operating: AccountRef;
  escrow: AccountRef;
}

/**
 * The cash accounts of a lease's property: the bank accounts it names, else the default bank
 * account of each kind, else the chart's own trust and escrow cash (a company that has not
 * entered its bank accounts yet still keeps balanced books).
 */
export async function leaseCashAccounts(db: Db, leaseId: string): Promise<LeaseCashAccounts> {
  const [unit] = await rawRows<{ property: string }>(
    db,
    sql`select u.property_id as property from leases l join units u on u.id = l.unit_id
        where l.id = ${leaseId}`,
  );
  return propertyCashAccounts(db, unit?.property ?? null);
}

/** The same for a property (its rents' trust account, its deposits' escrow account). */
export async function propertyCashAccounts(
  db: Db,
  propertyId: string | null,
): Promise<LeaseCashAccounts> {
  const [row] = await rawRows<{ operating: string | null; escrow: string | null }>(
    db,
    sql`select coalesce(op.account_id, dop.account_id) as operating,
               coalesce(es.account_id, des.account_id) as escrow
        from (select ${propertyId}::uuid as property_id) u
        left join property_bank_accounts pb on pb.property_id = u.property_id
        left join bank_accounts op on op.id = pb.operating_bank_account_id
        left join bank_accounts es on es.id = pb.deposit_bank_account_id
        left join bank_accounts dop on dop.kind = 'operating_trust' and dop.is_default
        left join bank_accounts des on des.kind = 'deposit_escrow' and des.is_default`,
  );
  return {
    operating: row?.operating ? { id: row.operating } : 'trust_cash',
    escrow: row?.escrow ? { id: row.escrow } : 'deposit_escrow_cash',
  };
}

/** The company's own account, where card fees and fees earned are banked. */
export async function companyCashAccount(db: Db): Promise<AccountRef> {
  const [row] = await rawRows<{ account: string }>(
    db,
    sql`select account_id as account from bank_accounts
        where kind = 'company_operating' and is_default`,
  );
  return row ? { id: row.account } : 'operating_cash';
}

/** Every cash account of an operating trust bank account, and the chart's own trust cash. */
export const operatingTrustAccountIds = sql`(select account_id from bank_accounts where kind = 'operating_trust'
  union select id from accounts where system_key = 'trust_cash')`;
