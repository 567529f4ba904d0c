import { openRaw } from './integrity';
import type { MoneyLog } from './money-stream';
import { moneyMarker } from './money-stream';
import type { DataLocation } from './server-process';

/** The ledger rows as the server left them: every charge and payment, and what names them. */
export interface StoredMoney {
  charges: {
    id: string;
    lease_id: string;
    kind: string;
    amount_cents: number;
    reference: string;
    description: string;
  }[];
  payments: {
    id: string;
    lease_id: string;
    amount_cents: number;
    fee_cents: number;
    method: string;
    status: string;
    reference: string;
    idempotency_key: string;
    external_reference: string | null;
  }[];
  audits: { action: string; reference: string | null }[];
  notifications: { title: string; body: string }[];
  /** Receipt e-mails (decision 0044), by the subject that names the payment's reference. */
  receipts: { to: string; subject: string }[];
  counters: { prefix: string; year: number; last_value: number }[];
}

export async function readStoredMoney(data: DataLocation): Promise<StoredMoney> {
  const db = await openRaw(data);
  try {
    const [charges, payments, audits, notifications, receipts, counters] = await Promise.all([
      db.rows<StoredMoney['charges'][number]>(
        'select id::text, lease_id::text, kind, amount_cents, reference, description from charges',
      ),
      db.rows<StoredMoney['payments'][number]>(
        'select id::text, lease_id::text, amount_cents, fee_cents, method, status, reference, idempotency_key, external_reference from payments',
      ),
      db.rows<StoredMoney['audits'][number]>(
        "select action, after->>'reference' as reference from audit_log where action like 'payment.%' or action = 'charge.post'",
      ),
      db.rows<StoredMoney['notifications'][number]>(
        "select title, body from notifications where title in ('Payment received', 'Payment failed')",
      ),
      db.rows<StoredMoney['receipts'][number]>(
        `select "to", subject from outbox_emails where subject like 'Receipt PAY-%'`,
      ),
      db.rows<StoredMoney['counters'][number]>(
        "select prefix, year, last_value from lead_reference_counters where prefix in ('INV', 'PAY')",
      ),
    ]);
    return { charges, payments, audits, notifications, receipts, counters };
  } finally {
    await db.close();
  }
}

export interface MoneyReport {
  problems: string[];
  paymentsStored: number;
  chargesStored: number;
  /** Card payments a kill left claimed but unanswered by the processor: pending with no charge id. */
  pendingWithoutCharge: string[];
}

const count = <T>(items: T[], key: (item: T) => string | null | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

const PAYMENT_IN_BODY = /\((PAY-[0-9]{4}-[0-9]{6})\)/;
const PAYMENT_IN_RECEIPT = /^Receipt (PAY-[0-9]{4}-[0-9]{6}):/;

/**
 * The money writes, checked row by row (decisions 0041, 0043): every acknowledged payment and
 * charge is stored once with what was acknowledged; every stored one of this run has its audit
 * entry and its notifications (a payment's row, audit and "Payment received" are one transaction;
 * so are a charge and its audit); each idempotency key made one payment; each lease's balance (as
 * the API reported it before the stop) is its charges less its payments that did not fail; and
 * the INV and PAY series are exactly 1..n, since both are allocated in the writing transaction.
 */
export function findMoneyProblems(
  stored: StoredMoney,
  money: MoneyLog,
  runId: string,
  apiBalances: Map<string, number>,
): MoneyReport {
  const problems: string[] = [];
  const marker = moneyMarker(runId);
  const paymentsById = new Map(stored.payments.map((p) => [p.id, p]));
  const chargesById = new Map(stored.charges.map((c) => [c.id, c]));

  const acknowledged = [
    ...money.officePayments.map((p) => ({ ...p, what: 'office payment', method: 'check' })),
    ...money.cardPayments.map((p) => ({ ...p, what: 'card payment', method: 'card' })),
  ];
  for (const acked of acknowledged) {
    const row = paymentsById.get(acked.id);
    if (!row) {
      problems.push(`acknowledged ${acked.what} ${acked.reference} (${acked.key}) is missing`);
      continue;
    }
    if (
      row.lease_id !== acked.leaseId ||
      row.amount_cents !== acked.amountCents ||
      row.reference !== acked.reference ||
      row.idempotency_key !== acked.key ||
      row.method !== acked.method
    ) {
      problems.push(
        `${acked.what} ${acked.id} holds ${row.reference}/${row.lease_id}/${row.amount_cents}/${row.method}/${row.idempotency_key}`,
      );
    }
    // What was acknowledged as paid stays paid (a pending card payment may only be one a kill cut off).
    if (acked.status === 'succeeded' && row.status !== 'succeeded') {
      problems.push(
        `${acked.what} ${acked.reference} was acknowledged succeeded, is ${row.status}`,
      );
    }
  }
  for (const declined of money.declined) {
    const rows = stored.payments.filter((p) => p.idempotency_key === declined.key);
    if (rows.length !== 1 || rows[0]!.status !== 'failed') {
      problems.push(
        `declined ${declined.key}: ${rows.length} payments (${rows.map((r) => r.status).join(', ')}), expected 1 failed`,
      );
    }
  }
  for (const acked of money.charges) {
    const row = chargesById.get(acked.id);
    if (!row)
      problems.push(`acknowledged charge ${acked.reference} (${acked.description}) is missing`);
    else if (
      row.lease_id !== acked.leaseId ||
      row.amount_cents !== acked.amountCents ||
      row.reference !== acked.reference ||
      row.kind !== acked.kind ||
      row.description !== acked.description
    ) {
      problems.push(
        `charge ${acked.id} holds ${row.reference}/${row.lease_id}/${row.amount_cents}/${row.kind}`,
      );
    }
  }

  // Once: one payment per key (the unique index), one charge per description this run sent.
  const streamPayments = stored.payments.filter((p) => p.idempotency_key.startsWith(marker));
  for (const [key, n] of count(streamPayments, (p) => p.idempotency_key)) {
    if (n > 1) problems.push(`idempotency key ${key} made ${n} payments`);
  }
  const streamCharges = stored.charges.filter((c) => c.description.startsWith(marker));
  for (const [description, n] of count(streamCharges, (c) => c.description)) {
    if (n > 1) problems.push(`the charge "${description}" is stored ${n} times`);
  }

  // Whole: audit entries and notifications per stored payment and charge of this run.
  const auditsOf = (action: string) =>
    count(
      stored.audits.filter((a) => a.action === action),
      (a) => a.reference,
    );
  const recordAudits = auditsOf('payment.record');
  const succeededAudits = auditsOf('payment.succeeded');
  const failedAudits = auditsOf('payment.failed');
  const chargeAudits = auditsOf('charge.post');
  const received = count(
    stored.notifications.filter((n) => n.title === 'Payment received'),
    (n) => PAYMENT_IN_BODY.exec(n.body)?.[1],
  );
  const failedNotices = count(
    stored.notifications.filter((n) => n.title === 'Payment failed'),
    (n) => PAYMENT_IN_BODY.exec(n.body)?.[1],
  );
  // The stream's card payer is the demo resident: the receipt goes to that account's address.
  const receipts = count(stored.receipts, (m) => PAYMENT_IN_RECEIPT.exec(m.subject)?.[1]);
  const pendingWithoutCharge: string[] = [];
  for (const p of streamPayments) {
    const found = {
      record: recordAudits.get(p.reference) ?? 0,
      succeeded: succeededAudits.get(p.reference) ?? 0,
      failed: failedAudits.get(p.reference) ?? 0,
      received: received.get(p.reference) ?? 0,
      failedNotices: failedNotices.get(p.reference) ?? 0,
      receipts: receipts.get(p.reference) ?? 0,
    };
    let want: typeof found;
    if (p.method === 'check') {
      // The office hands a paper receipt: no e-mail (decision 0044).
      want = { record: 1, succeeded: 0, failed: 0, received: 2, failedNotices: 0, receipts: 0 };
    } else if (p.status === 'succeeded') {
      // The receipt e-mail is queued in the settle transaction (decision 0044).
      want = { record: 0, succeeded: 1, failed: 0, received: 2, failedNotices: 0, receipts: 1 };
      if (!p.external_reference)
        problems.push(`card payment ${p.reference} succeeded without a charge id`);
    } else if (p.status === 'failed') {
      want = { record: 0, succeeded: 0, failed: 1, received: 0, failedNotices: 2, receipts: 0 };
    } else {
      // Claimed, then the kill came before the processor's answer was stored (decision 0043).
      want = { record: 0, succeeded: 0, failed: 0, received: 0, failedNotices: 0, receipts: 0 };
      if (p.status === 'pending' && !p.external_reference) pendingWithoutCharge.push(p.reference);
      else problems.push(`card payment ${p.reference} is ${p.status}`);
    }
    for (const what of Object.keys(want) as (keyof typeof want)[]) {
      if (found[what] !== want[what]) {
        problems.push(
          `payment ${p.reference} (${p.method}, ${p.status}) has ${found[what]} ${what}, expected ${want[what]}`,
        );
      }
    }
    if (p.method === 'card' && p.fee_cents <= 0)
      problems.push(`card payment ${p.reference} has no fee`);
  }
  for (const c of streamCharges) {
    const n = chargeAudits.get(c.reference) ?? 0;
    if (n !== 1) problems.push(`charge ${c.reference} has ${n} audit entries, expected 1`);
  }
  // Nothing the other way round: no audit entry or notice names a payment that is not stored.
  const paymentRefs = new Set(stored.payments.map((p) => p.reference));
  for (const reference of new Set([
    ...recordAudits.keys(),
    ...succeededAudits.keys(),
    ...received.keys(),
    ...receipts.keys(),
  ])) {
    if (!paymentRefs.has(reference))
      problems.push(`an audit entry or notice names ${reference}, which is not stored`);
  }
  const chargeRefs = new Set(stored.charges.map((c) => c.reference));
  for (const reference of chargeAudits.keys()) {
    if (!chargeRefs.has(reference))
      problems.push(`an audit entry names charge ${reference}, which is not stored`);
  }

  // Balance: derived, never stored (decision 0041); what the API said equals the rows.
  for (const [leaseId, apiBalance] of apiBalances) {
    const charged = stored.charges
      .filter((c) => c.lease_id === leaseId)
      .reduce((sum, c) => sum + c.amount_cents, 0);
    const paid = stored.payments
      .filter((p) => p.lease_id === leaseId && p.status !== 'failed')
      .reduce((sum, p) => sum + p.amount_cents, 0);
    if (apiBalance !== charged - paid) {
      problems.push(
        `lease ${leaseId}: the API said ${apiBalance}, its rows make ${charged} - ${paid} = ${charged - paid}`,
      );
    }
  }

  // References: unique and gapless per prefix and year.
  const series = [
    { prefix: 'INV', refs: stored.charges.map((c) => c.reference) },
    { prefix: 'PAY', refs: stored.payments.map((p) => p.reference) },
  ];
  for (const { prefix, refs } of series) {
    for (const [reference, n] of count(refs, (r) => r)) {
      if (n > 1) problems.push(`reference ${reference} is used ${n} times`);
    }
    for (const counter of stored.counters.filter((c) => c.prefix === prefix)) {
      const numbers = refs
        .map((r) => r.split('-'))
        .filter(([p, year]) => p === prefix && Number(year) === counter.year)
        .map(([, , value]) => Number(value))
        .sort((a, b) => a - b);
      const gapless = numbers.every((value, i) => value === i + 1);
      if (!gapless || numbers.length !== counter.last_value) {
        problems.push(
          `${prefix}-${counter.year}: counter at ${counter.last_value}, stored numbers ${numbers.length} (${gapless ? 'no gap' : 'with gaps'})`,
        );
      }
    }
  }

  return {
    problems,
    paymentsStored: streamPayments.length,
    chargesStored: streamCharges.length,
    pendingWithoutCharge,
  };
}
