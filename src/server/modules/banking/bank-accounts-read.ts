import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { BankAccountSummary } from '../../../shared/schemas/banking';
import { companyToday } from '../../lib/company-time';

/** The bank accounts with what the reconciliation screen starts from. */
export async function listBankAccounts(db: Db, now: Date): Promise<BankAccountSummary[]> {
  const today = await companyToday(db, now);
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  const lastEndedMonth = first.toISOString().slice(0, 7);
  const rows = await rawRows<Omit<BankAccountSummary, 'lastEndedMonth'>>(
    db,
    sql`select b.id, b.name, b.bank_name as "bankName", b.last4, b.kind, b.statement_csv_mapping as mapping,
               (select max(posted_on)::text from bank_statement_lines s where s.bank_account_id = b.id) as "lastStatementDay",
               coalesce((select array_agg(to_char(r.month, 'YYYY-MM') order by r.month desc)
                         from bank_reconciliations r where r.bank_account_id = b.id), '{}') as "signedMonths"
        from bank_accounts b where b.active
        order by case b.kind when 'operating_trust' then 0 when 'deposit_escrow' then 1 else 2 end, b.name`,
  );
  return rows.map((row) => ({ ...row, lastEndedMonth }));
}
