import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import type { SystemAccountKey } from '../chart-of-accounts';
import { accounts, bankAccounts } from '../tables';
import type { BankAccountKind } from '../schema/banking';

const DEMO_BANK_ACCOUNTS: {
  name: string;
  bankName: string;
  last4: string;
  kind: BankAccountKind;
  account: SystemAccountKey;
}[] = [
  {
    name: 'Property management trust account',
    bankName: 'Seacoast National Bank',
    last4: '4821',
    kind: 'operating_trust',
    account: 'trust_cash',
  },
  {
    name: 'Security deposit escrow account',
    bankName: 'Seacoast National Bank',
    last4: '7305',
    kind: 'deposit_escrow',
    account: 'deposit_escrow_cash',
  },
  {
    name: 'Blu operating account',
    bankName: 'Biscayne Community Bank',
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
      last4: bank.last4,
      kind: bank.kind,
      accountId: cash!.id,
      isDefault: true,
    });
  }
}
