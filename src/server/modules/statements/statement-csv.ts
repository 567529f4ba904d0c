import type { Statement } from '../../../shared/schemas/statements';
import { csvField, guardFormula } from '../leasing/lease-csv';

function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

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
      dollars(p.paymentsCents),
      dollars(p.reversalsCents),
      dollars(p.collectedCents),
      dollars(p.managementFeeCents),
      dollars(p.expensesCents),
      dollars(p.netCents),
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
    dollars(payments),
    dollars(reversals),
    dollars(statement.collectedCents),
    dollars(statement.managementFeeCents),
    dollars(statement.expensesCents),
    dollars(statement.netCents),
  ].join(',');
  return [HEADER.join(','), ...lines, total].join('\r\n') + '\r\n';
}
