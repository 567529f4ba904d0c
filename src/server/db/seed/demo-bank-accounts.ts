import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { SystemAccountKey } from '../chart-of-accounts';
import { accounts, bankAccounts } from '../tables';
import type { BankAccountKind } from '../../../shared/schemas/banking';

const DEMO_BANK_ACCOUNTS: {
  name: string;
  bankName: string;
  bankAddress: string;
  last4: string;
  kind: BankAccountKind;
  account: SystemAccountKey;
}[] = [
  {
    name: 'Property management trust account',
    bankName: 'Seacoast National Bank',
    bankAddress: '1 SE 3rd Avenue, Miami, FL 33131',
    last4: '4821',
    kind: 'operating_trust',
    account: 'trust_cash',
  },
  {
    name: 'Security deposit escrow account',
    bankName: 'Seacoast National Bank',
    bankAddress: '1 SE 3rd Avenue, Miami, FL 33131',
    last4: '7305',
    kind: 'deposit_escrow',
    account: 'deposit_escrow_cash',
  },
  {
    name: 'Blu operating account',
    bankName: 'Biscayne Community Bank',
    bankAddress: '2000 Biscayne Boulevard, Miami, FL 33137',
    last4: '1196',
    kind: 'company_operating',
    account: 'operating_cash',
  },
];

/** One bank account of each kind, the defaults every demo property banks with. */
export async function seedDemoBankAccounts(db: Db): Promise<void> {
  for (const bank of DEMO_BANK_ACCOUNTS) {
    const [cash] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.systemKey, bank.account));
    await db.insert(bankAccounts).values({
      name: bank.name,
      bankName: bank.bankName,
      bankAddress: bank.bankAddress,
      last4: bank.last4,
      kind: bank.kind,
      accountId: cash!.id,
      isDefault: true,
    });
  }
}

/**
 * The deposit notices the company sent before Blu, three days after each demo deposit came in,
 * recorded without a file; a deposit received in the last 30 days is left for the scheduler to
 * send, as it would be.
 */
export async function recordDemoDepositNotices(db: Db): Promise<void> {
  await db.execute(sql`
    insert into deposit_notices (lease_id, received_on, sent_at)
    select p.lease_id, min((p.received_at at time zone s.time_zone)::date), min(p.received_at) + interval '3 days'
    from payments p cross join site_settings s
    where p.applies_to = 'deposit' and p.status = 'succeeded' and s.id = 1
    group by p.lease_id
    having min(p.received_at) < now() - interval '30 days'`);
}
