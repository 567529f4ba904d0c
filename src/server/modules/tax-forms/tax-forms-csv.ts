import { formatPlainAmount } from '../../../shared/money';
import type { TaxFormRecipient, TaxFormReview } from '../../../shared/schemas/tax-forms';
import { csvField, guardFormula } from '../leasing/lease-csv';

const HEADER = [
  'Form',
  'Recipient',
  'Entity type',
  'Taxpayer id',
  'Address',
  'Total',
  'Payments',
  'Included',
  'Reason',
];

const FORM = { nec: '1099-NEC', misc: '1099-MISC' } as const;

/**
 * The year's review as a CSV: every payee of both forms, in or out with the reason, money as plain
 * decimals. The taxpayer id is masked here too: the full id is read one at a time, audited.
 */
export function taxFormsCsv(review: TaxFormReview): string {
  const line = (r: TaxFormRecipient) =>
    [
      FORM[r.kind],
      csvField(guardFormula(r.name)),
      r.entityType ?? '',
      r.taxIdMasked ?? '',
      csvField(guardFormula(r.address)),
      formatPlainAmount(r.totalCents),
      String(r.payments),
      r.included ? 'yes' : 'no',
      r.reason,
    ].join(',');
  return (
    [HEADER.join(','), ...review.nec.map(line), ...review.misc.map(line)].join('\r\n') + '\r\n'
  );
}
