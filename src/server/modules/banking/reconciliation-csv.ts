import { formatPlainAmount } from '../../../shared/money';
import { csvField, guardFormula } from '../leasing/lease-csv';
import type { Reconciliation } from '../../../shared/schemas/banking';

/**
 * The reconciliation as rows a spreadsheet reads: the summary figures, then every reconciling
 * item and, for a trust account, what is owed to whom. Texts from the bank or typed by people are
 * guarded against formula injection.
 */
export function reconciliationCsv(r: Reconciliation): string {
  const text = (value: string) => csvField(guardFormula(value));
  const amount = (cents: number | null) => (cents === null ? '' : formatPlainAmount(cents));
  const rows: string[][] = [['Section', 'Date', 'Number', 'Description', 'Amount']];
  const figure = (label: string, cents: number | null) =>
    rows.push(['Summary', '', '', label, amount(cents)]);
  rows.push([
    'Account',
    '',
    r.bankAccount.last4,
    text(`${r.bankAccount.name} (${r.bankAccount.bankName})`),
    '',
  ]);
  rows.push(['Month', '', '', r.month, '']);
  figure('Statement ending balance', r.statementEndingCents);
  figure('Deposits in transit', r.depositsInTransitCents);
  figure('Outstanding payments', -r.outstandingPaymentsCents);
  figure('Adjusted bank balance', r.adjustedBankCents);
  figure('Book balance', r.bookBalanceCents);
  figure('Difference (adjusted bank less book)', r.bankDifferenceCents);
  if (r.liabilitiesCents !== null) {
    figure('Owed to others', r.liabilitiesCents);
    figure('Company money in trust (book less owed to others)', r.trustDifferenceCents);
  }
  for (const item of r.depositsInTransit) {
    rows.push([
      'Deposit in transit',
      item.date,
      text(item.number),
      text(item.memo),
      amount(item.cents),
    ]);
  }
  for (const item of r.outstandingPayments) {
    rows.push([
      'Outstanding payment',
      item.date,
      text(item.number),
      text(item.memo),
      amount(item.cents),
    ]);
  }
  for (const item of r.unrecordedBankLines) {
    rows.push([
      'Bank line not in the books',
      item.date,
      text(item.reference),
      text(item.description),
      amount(item.cents),
    ]);
  }
  for (const item of r.liabilities ?? []) {
    const section = {
      owner: 'Owner funds',
      payable: 'Owed to vendors',
      deposit: 'Security deposit',
      prepaid: 'Prepaid rent',
    }[item.kind];
    rows.push([section, '', '', text(item.name), amount(item.cents)]);
  }
  if (r.signed) {
    rows.push(['Signed', r.signed.at, '', text(r.signed.byName), '']);
    if (r.signed.explanation) rows.push(['Explanation', '', '', text(r.signed.explanation), '']);
  }
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
