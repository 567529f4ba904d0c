import { formatPlainAmount } from '../../../shared/money';
import type { Statement } from '../../../shared/schemas/statements';
import { csvField, guardFormula } from '../leasing/lease-csv';

const HEADER = [
  'Month',
  'Owner',
  'Property',
  'Address',
  'City',
  'Plan',
  'Payments',
  'Reversals',
  'Collected',
  'Management fee',
  'Expenses',
  'Net to owner',
  // The tenants' money held in escrow for the property: never income, never in the net.
  'Deposits held for tenants',
];

/**
 * A statement as one table a spreadsheet sums without help: a row per property, then the total.
 * Every text someone typed (names, addresses, plan names) is guarded against formula injection.
 */
export function statementCsv(statement: Statement): string {
  const text = (v: string) => csvField(guardFormula(v));
  const lines = statement.properties.map((p) =>
    [
      statement.period,
      text(statement.ownerName),
      text(p.propertyName),
      text(p.addressLine),
      text(p.city),
      text(p.plan?.name ?? ''),
      formatPlainAmount(p.paymentsCents),
      formatPlainAmount(p.reversalsCents),
      formatPlainAmount(p.collectedCents),
      formatPlainAmount(p.managementFeeCents),
      formatPlainAmount(p.expensesCents),
      formatPlainAmount(p.netCents),
      formatPlainAmount(p.depositsHeldCents),
    ].join(','),
  );
  const payments = statement.properties.reduce((s, p) => s + p.paymentsCents, 0);
  const reversals = statement.properties.reduce((s, p) => s + p.reversalsCents, 0);
  const total = [
    statement.period,
    text(statement.ownerName),
    'Total',
    '',
    '',
    '',
    formatPlainAmount(payments),
    formatPlainAmount(reversals),
    formatPlainAmount(statement.collectedCents),
    formatPlainAmount(statement.managementFeeCents),
    formatPlainAmount(statement.expensesCents),
    formatPlainAmount(statement.netCents),
    formatPlainAmount(statement.properties.reduce((s, p) => s + p.depositsHeldCents, 0)),
  ].join(',');
  // Each expense with its account (each bill by its invoice), then the owner's money in trust.
  const blank = (n: number) => Array.from({ length: n }, () => '');
  const expenses = statement.properties.flatMap((p) =>
    p.expenses.map((e) =>
      [
        statement.period,
        text(statement.ownerName),
        text(p.propertyName),
        text(`Expense ${e.date}`),
        text(e.account ?? ''),
        text(`${e.description}${e.reference ? ` (${e.reference})` : ''}`),
        ...blank(4),
        formatPlainAmount(e.amountCents),
        ...blank(2),
      ].join(','),
    ),
  );
  const a = statement.account;
  const account = a
    ? [
        ['Beginning balance', a.beginningCents],
        ['Net from properties', a.netFromPropertiesCents],
        ['Contributions', a.contributionsCents],
        ['Payouts', -a.payoutsCents],
        ['Ending balance', a.endingCents],
        ['Reserve kept', a.reserveCents],
      ].map(([label, cents]) =>
        [
          statement.period,
          text(statement.ownerName),
          text(label as string),
          ...blank(8),
          formatPlainAmount(cents as number),
          '',
        ].join(','),
      )
    : [];
  const movements = (a?.movements ?? []).map((m) =>
    [
      statement.period,
      text(statement.ownerName),
      text(m.kind === 'payout' ? 'Payout' : 'Contribution'),
      text(m.date),
      text(m.reference),
      ...blank(6),
      formatPlainAmount(m.kind === 'payout' ? -m.amountCents : m.amountCents),
      '',
    ].join(','),
  );
  return (
    [HEADER.join(','), ...lines, total, ...expenses, ...account, ...movements].join('\r\n') + '\r\n'
  );
}
