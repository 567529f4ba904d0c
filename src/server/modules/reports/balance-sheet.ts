import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { trialBalance, type TrialBalanceRow } from '../accounting/balances';

/** The owners' income and expense accounts (40xx, 5xxx): what they net to is owed to owners. */
const isOwners = (code: string) => code.startsWith('40') || code.startsWith('5');

/**
 * The company's balance sheet at the end of a month, from the trial balance (period balances):
 * assets, liabilities and equity, each account on its normal side. The books are never closed
 * into retained earnings yet, so the income and expense accounts are folded in to balance:
 * the owners' (40xx less 5xxx) is money owed to the owners, a liability, as `trustLiabilities`
 * counts it; the company's (45xx and up less 60xx) is its net income to date, equity.
 * Assets equal liabilities and equity, always (every entry balances).
 */
export async function balanceSheetReport(db: Db, asOf: string): Promise<ReportTable> {
  const trial = await trialBalance(db, { asOf });
  const net = (rows: TrialBalanceRow[]) =>
    rows.reduce((s, r) => s + (r.type === 'income' ? r.balanceCents : -r.balanceCents), 0);
  const results = trial.rows.filter((r) => r.type === 'income' || r.type === 'expense');
  const ownersNet = net(results.filter((r) => isOwners(r.code)));
  const companyNet = net(results.filter((r) => !isOwners(r.code)));

  const rows: ReportTable['rows'] = [];
  const section = (
    type: 'asset' | 'liability' | 'equity',
    heading: string,
    extra: { label: string; cents: number } | null,
    totalLabel: string,
  ) => {
    rows.push({ kind: 'heading', label: heading, cells: [null, null, null] });
    let total = 0;
    for (const r of trial.rows.filter((x) => x.type === type && x.balanceCents !== 0)) {
      total += r.balanceCents;
      rows.push({ kind: 'row', cells: [r.code, r.name, r.balanceCents], es: { '1': r.nameEs } });
    }
    if (extra) {
      total += extra.cents;
      rows.push({ kind: 'row', label: extra.label, cells: [null, null, extra.cents] });
    }
    rows.push({ kind: 'total', label: totalLabel, cells: [null, null, total] });
    return total;
  };
  const assets = section('asset', 'assets', null, 'totalAssets');
  const liabilities = section(
    'liability',
    'liabilities',
    { label: 'ownersNetIncome', cents: ownersNet },
    'totalLiabilities',
  );
  const equity = section(
    'equity',
    'equity',
    { label: 'companyNetIncome', cents: companyNet },
    'totalEquity',
  );
  rows.push({
    kind: 'closing',
    label: 'totalLiabilitiesAndEquity',
    cells: [null, null, liabilities + equity],
  });
  return {
    report: 'balance-sheet',
    title: 'Balance sheet',
    subtitle: `As of the end of ${asOf}`,
    period: { asOf },
    subject: null,
    columns: [
      { key: 'code', kind: 'text' },
      { key: 'account', kind: 'text' },
      { key: 'amount', kind: 'money' },
    ],
    rows,
    totals: {
      assetsCents: assets,
      liabilitiesCents: liabilities,
      equityCents: equity,
      liabilitiesAndEquityCents: liabilities + equity,
      ownersNetIncomeCents: ownersNet,
      companyNetIncomeCents: companyNet,
    },
  };
}
