import { formatPlainAmount } from '../../../shared/money';
import type { LeaseRow } from '../../../shared/schemas/leases';

/**
 * A spreadsheet opening the file must not run a formula someone typed into a name or an address
 * (CSV injection): text starting with = + - @ or a control character is prefixed with '.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const HEADER = [
  'Status',
  'Property',
  'City',
  'Unit',
  'Residents',
  'Rent',
  'Balance',
  'Start',
  'End',
];

/** The rows of the admin leases list as CSV, CRLF line ends; amounts in dollars with cents. */
export function leasesCsv(rows: readonly LeaseRow[]): string {
  const text = (v: string) => csvField(guardFormula(v));
  const lines = rows.map((r) =>
    [
      text(r.status),
      text(r.propertyName),
      text(r.city),
      text(r.unitLabel),
      text(r.residents.join('; ')),
      formatPlainAmount(r.monthlyRentCents),
      formatPlainAmount(r.balanceCents),
      r.startDate,
      r.endDate ?? '',
    ].join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
