import { localeFor } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import type { Receipt } from '../../../shared/schemas/pay';

export type ReceiptLanguage = 'en' | 'es';

const TEXT = {
  en: {
    title: 'Payment receipt',
    reference: 'Receipt',
    date: 'Date',
    home: 'Home',
    charge: 'Charge paid',
    method: 'Method',
    status: 'Status',
    amount: 'Amount',
    fee: 'Card convenience fee',
    total: 'Total charged',
    reason: 'Reason',
    methods: {
      card: 'Card',
      ach: 'Bank account (ACH)',
      check: 'Check',
      cash: 'Cash',
      money_order: 'Money order',
    },
    statuses: {
      pending: 'Pending: the bank debit is being processed',
      succeeded: 'Paid',
      failed: 'Failed: nothing was charged',
      returned: 'Returned by the bank',
      reversed: 'Reversed',
    },
    ending: 'ending',
    number: 'no.',
  },
  es: {
    title: 'Recibo de pago',
    reference: 'Recibo',
    date: 'Fecha',
    home: 'Vivienda',
    charge: 'Cargo pagado',
    method: 'Método',
    status: 'Estado',
    amount: 'Importe',
    fee: 'Cargo por uso de tarjeta',
    total: 'Total cobrado',
    reason: 'Motivo',
    methods: {
      card: 'Tarjeta',
      ach: 'Cuenta bancaria (ACH)',
      check: 'Cheque',
      cash: 'Efectivo',
      money_order: 'Giro postal',
    },
    statuses: {
      pending: 'Pendiente: el débito bancario se está procesando',
      succeeded: 'Pagado',
      failed: 'Fallido: no se cobró nada',
      returned: 'Devuelto por el banco',
      reversed: 'Anulado',
    },
    ending: 'terminada en',
    number: 'n.º',
  },
} as const;

export function receiptLabels(lang: ReceiptLanguage) {
  return TEXT[lang];
}

/** The instant in the company's zone, with the zone named so a reader elsewhere is not misled. */
export function receiptDate(iso: string, timeZone: string, lang: ReceiptLanguage): string {
  return new Intl.DateTimeFormat(localeFor(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export function receiptMethod(receipt: Receipt, lang: ReceiptLanguage): string {
  const t = TEXT[lang];
  let text: string = t.methods[receipt.method];
  if (receipt.methodBrand && receipt.method === 'card') {
    text += ` (${receipt.methodBrand.toUpperCase()})`;
  }
  if (receipt.methodLast4) text += ` ${t.ending} ${receipt.methodLast4}`;
  if (receipt.checkNumber) text += ` ${t.number} ${receipt.checkNumber}`;
  return text;
}

/** Label and value, in the order the PDF and the e-mail print them. */
export function receiptRows(receipt: Receipt, lang: ReceiptLanguage): [string, string][] {
  const t = TEXT[lang];
  const rows: [string, string][] = [
    [t.reference, receipt.reference],
    [t.date, receiptDate(receipt.receivedAt, receipt.timeZone, lang)],
  ];
  if (receipt.lease) {
    rows.push([t.home, `${receipt.lease.propertyName}, ${receipt.lease.unitLabel}`]);
  }
  if (receipt.charge) {
    rows.push([t.charge, `${receipt.charge.reference} · ${receipt.charge.description}`]);
  }
  rows.push([t.method, receiptMethod(receipt, lang)], [t.status, t.statuses[receipt.status]]);
  const reason = receipt.failureReason ?? receipt.reversalReason;
  if (reason && receipt.status !== 'succeeded' && receipt.status !== 'pending') {
    rows.push([t.reason, reason]);
  }
  rows.push([t.amount, formatMoney(receipt.amountCents, lang)]);
  if (receipt.feeCents > 0) rows.push([t.fee, formatMoney(receipt.feeCents, lang)]);
  rows.push([t.total, formatMoney(receipt.totalCents, lang)]);
  return rows;
}
