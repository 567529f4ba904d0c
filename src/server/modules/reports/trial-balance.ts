import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { trialBalance } from '../accounting/balances';

/**
 * The trial balance at the end of a month: every account with a balance, its net in the debit or
 * the credit column (period balances summed, never the lines); the two totals are equal.
 */
export async function trialBalanceReport(db: Db, asOf: string): Promise<ReportTable> {
  const trial = await trialBalance(db, { asOf });
  const rows = trial.rows.filter((r) => r.debitCents !== 0 || r.creditCents !== 0);
  return {
    report: 'trial-balance',
    title: 'Trial balance',
    subtitle: `As of the end of ${asOf}`,
    period: { asOf },
    subject: null,
    columns: [
      { key: 'code', kind: 'text' },
      { key: 'account', kind: 'text' },
      { key: 'debit', kind: 'money' },
      { key: 'credit', kind: 'money' },
    ],
    rows: [
      ...rows.map((r) => ({
        kind: 'row' as const,
        cells: [r.code, r.name, r.debitCents || null, r.creditCents || null],
        es: { '1': r.nameEs },
      })),
      {
        kind: 'total',
        label: 'total',
        cells: [null, null, trial.totalDebitCents, trial.totalCreditCents],
      },
    ],
    totals: { debitCents: trial.totalDebitCents, creditCents: trial.totalCreditCents },
  };
}
