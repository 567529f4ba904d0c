import { describe, expect, it } from 'vitest';
import type { Ledger } from '../../../../shared/schemas/ledger';
import { ledgerEntries } from './ledger-entries';

const rent = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'rent' as const,
  period: '2026-11',
  amountCents: 435_000,
  dueDate: '2026-11-22',
  reference: 'INV-2026-000021',
  description: 'Rent 2026-11',
  reversesPaymentId: null,
  postedAt: '2026-11-22T20:00:00.000Z',
};
const utility = {
  ...rent,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'utility' as const,
  period: null,
  amountCents: 6_500,
  reference: 'INV-2026-000022',
  description: 'Water, October',
};
const payment = {
  id: '00000000-0000-4000-8000-000000000003',
  amountCents: 435_000,
  feeCents: 0,
  method: 'check' as const,
  status: 'succeeded' as const,
  reference: 'PAY-2026-000018',
  externalReference: '1042',
  failureReason: null,
  reversalReason: null,
  receivedAt: '2026-11-23T15:00:00.000Z',
  settledAt: null,
  reversedAt: null,
};

const ledger: Ledger = {
  balanceCents: 6_500,
  charges: [rent, utility],
  payments: [payment],
  lines: [
    {
      kind: 'charge',
      id: rent.id,
      date: '2026-11-22',
      reference: rent.reference,
      description: rent.description,
      effectCents: 435_000,
      balanceCents: 435_000,
    },
    {
      kind: 'charge',
      id: utility.id,
      date: '2026-11-22',
      reference: utility.reference,
      description: utility.description,
      effectCents: 6_500,
      balanceCents: 441_500,
    },
    {
      kind: 'payment',
      id: payment.id,
      date: '2026-11-23',
      reference: payment.reference,
      description: 'Payment by check',
      effectCents: -435_000,
      balanceCents: 6_500,
    },
  ],
};

describe('ledgerEntries', () => {
  it('lists the newest line first, each with the kind, period or method it is named by', () => {
    const entries = ledgerEntries(ledger);
    expect(entries.map((e) => e.reference)).toEqual([
      'PAY-2026-000018',
      'INV-2026-000022',
      'INV-2026-000021',
    ]);
    expect(entries[0]).toMatchObject({ entry: 'payment', method: 'check', note: '1042' });
    expect(entries[2]).toMatchObject({ entry: 'charge', chargeKind: 'rent', period: '2026-11' });
  });

  it('never shows a resident the processor’s id of an online payment', () => {
    const online = {
      ...ledger,
      payments: ledger.payments.map((p) => ({
        ...p,
        method: 'card' as const,
        externalReference: 'ch_sbx_card_1795829542236_eb9d96d7',
      })),
    };
    expect(ledgerEntries(online)[0]).toMatchObject({ entry: 'payment', note: null });
  });

  it("keeps what a person typed, and only that, as the line's note", () => {
    const [, typed, posted] = ledgerEntries(ledger);
    expect(typed).toMatchObject({ chargeKind: 'utility', note: 'Water, October' });
    expect(posted).toMatchObject({ note: null });
  });
});
