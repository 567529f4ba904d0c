import { queryOptions } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/schemas/ledger';
import type { PayableCharge, Receipt, VisitorPaymentResult } from '../../../../shared/schemas/pay';
import { requestJson } from '../../../lib/api-error';

type Api = <T>(path: string) => Promise<T>;

export const receiptQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['receipt', id] as const,
    queryFn: () => api<Receipt>(`/api/payments/${id}/receipt`),
  });

export const visitorReceiptQuery = (token: string) =>
  queryOptions({
    queryKey: ['visitor-receipt', token] as const,
    queryFn: () => requestJson<Receipt>(`/api/pay/receipts/${token}`),
  });

// Headers, not an object: the session's auth headers carry "Content-Type" already, and two
// spellings of one header would be sent joined ("application/json, application/json": 415).
function json(body: unknown, extra: Record<string, string> = {}): RequestInit {
  const headers = new Headers(extra);
  headers.set('content-type', 'application/json');
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/** A resident's payment: the token from the processor, the amount, and the attempt's key. */
export function payOwnLease(
  authHeaders: Record<string, string>,
  body: { amountCents: number; method: 'card' | 'ach'; token: string; chargeId?: string },
  key: string,
) {
  return requestJson<Payment>(
    '/api/payments',
    json(body, { ...authHeaders, 'idempotency-key': key }),
  );
}

export function lookupCharge(reference: string) {
  return requestJson<PayableCharge>('/api/pay/charges/lookup', json({ reference }));
}

export function payAsVisitor(
  body: { reference: string; email: string; amountCents: number; token: string },
  key: string,
) {
  return requestJson<VisitorPaymentResult>(
    '/api/pay/visitor-payments',
    json(body, { 'idempotency-key': key }),
  );
}
