import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../../tests/support/api';
import { cardFeeCents } from '../../../shared/payment-fee';
import { IMPERSONATION_HEADER } from '../../../shared/constants';
import { charges, notifications, payments } from '../../db/tables';
import { settlePendingPayments } from './settlement';
import {
  paymentJobContext,
  sandboxBankToken,
  sandboxCardToken,
} from '../../../../tests/support/payments';

const server = useTestServer();
let admin: string;
let resident: string;
let other: string;
beforeAll(async () => {
  [admin, resident, other] = await signInAs(server, 'admin', 'resident', 'marcus.bell');
});

const myLease = async (token = resident) =>
  (await server.request('GET', '/api/me/lease', { token })).body as {
    id: string;
    balanceCents: number;
  };

/** Makes the resident's lease owe `cents` more, so each test has a balance of its own to pay. */
async function owe(cents: number, token = resident) {
  const { id } = await myLease(token);
  const res = await server.request('POST', `/api/leases/${id}/charges`, {
    token: admin,
    body: { kind: 'other', amountCents: cents, description: 'Test charge' },
  });
  expect(res.status).toBe(201);
}

const cardToken = (number: string) => sandboxCardToken(server, number);
const bankToken = (accountNumber: string) => sandboxBankToken(server, accountNumber);

function pay(
  body: Record<string, unknown>,
  options: { key?: string | null; token?: string; headers?: Record<string, string> } = {},
) {
  const key = options.key === undefined ? `test-${randomUUID()}` : options.key;
  return server.request('POST', '/api/payments', {
    token: options.token ?? resident,
    body,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...options.headers },
  });
}

describe('POST /api/payments/sandbox/tokens', () => {
  it('answers a token, the brand and the last four, for anyone', async () => {
    const res = await server.request('POST', '/api/payments/sandbox/tokens', {
      body: { card: { number: '4242 4242 4242 4242', expMonth: 1, expYear: 2099, cvc: '123' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'card', brand: 'visa', last4: '4242' });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
  });

  it('refuses a card the sandbox does not know, naming the field', async () => {
    const res = await server.request('POST', '/api/payments/sandbox/tokens', {
      body: { card: { number: '4111111111111111', expMonth: 1, expYear: 2099, cvc: '123' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('number');
  });
});

describe('POST /api/payments by card', () => {
  it('pays with the 2.95 % fee on top, lowers the balance and tells the landlord', async () => {
    await owe(10_000);
    const before = (await myLease()).balanceCents;
    const res = await pay({
      amountCents: 10_000,
      method: 'card',
      token: await cardToken('4242424242424242'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'succeeded',
      amountCents: 10_000,
      feeCents: cardFeeCents(10_000, 295),
      method: 'card',
    });
    expect(res.body.reference).toMatch(/^PAY-\d{4}-\d{6}$/);
    expect((await myLease()).balanceCents).toBe(before - 10_000);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.title, 'Payment received'), eq(notifications.targetRole, 'admin')),
      );
    expect(told.some((n) => n.body.includes(res.body.reference))).toBe(true);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('refuses card %s with 402 "%s" and changes no balance', async (number, message) => {
    await owe(5_000);
    const before = (await myLease()).balanceCents;
    const key = `test-${randomUUID()}`;
    const res = await pay(
      { amountCents: 5_000, method: 'card', token: await cardToken(number) },
      { key },
    );
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(message);
    expect((await myLease()).balanceCents).toBe(before);
    const [row] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    expect(row).toMatchObject({ status: 'failed', failureReason: message });
    const failed = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Payment failed'));
    expect(failed.some((n) => n.targetUserId !== null && n.body.includes(row!.reference))).toBe(
      true,
    );
    // A retry with the same key answers the same refusal and charges nothing.
    const retry = await pay(
      { amountCents: 5_000, method: 'card', token: await cardToken(number) },
      { key },
    );
    expect(retry.status).toBe(402);
  });

  it('refuses more than the balance, naming amountCents', async () => {
    const { balanceCents } = await myLease();
    const res = await pay({
      amountCents: balanceCents + 1,
      method: 'card',
      token: await cardToken('4242424242424242'),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('amountCents');
  });

  it('refuses a request without an Idempotency-Key, and a token of the other method', async () => {
    await owe(1_000);
    const token = await cardToken('4242424242424242');
    const keyless = await pay({ amountCents: 1_000, method: 'card', token }, { key: null });
    expect(keyless.status).toBe(400);
    const mismatch = await pay({ amountCents: 1_000, method: 'ach', token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toHaveProperty('method');
  });

  it('refuses an admin viewing as a resident, and another resident’s lease', async () => {
    await owe(1_000);
    const token = await cardToken('4242424242424242');
    const viewing = await pay(
      { amountCents: 1_000, method: 'card', token },
      { token: admin, headers: { [IMPERSONATION_HEADER]: 'resident' } },
    );
    expect(viewing.status).toBe(403);
    const theirs = await pay({
      amountCents: 100,
      method: 'card',
      token,
      leaseId: (await myLease(other)).id,
    });
    expect(theirs.status).toBe(404);
  });

  it('charges once for concurrent requests with one key', async () => {
    await owe(7_000);
    const before = (await myLease()).balanceCents;
    const key = `test-${randomUUID()}`;
    const token = await cardToken('4242424242424242');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pay({ amountCents: 7_000, method: 'card', token }, { key })),
    );
    expect(answers.map((a) => a.status).sort((x, y) => x - y)).toEqual([
      200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect((await myLease()).balanceCents).toBe(before - 7_000);
    const reused = await pay({ amountCents: 6_000, method: 'card', token }, { key });
    expect(reused.status).toBe(409);
  });

  it('lets two tabs with their own keys pay the balance only once', async () => {
    await owe(3_000);
    const { balanceCents } = await myLease();
    const token = await cardToken('4242424242424242');
    const answers = await Promise.all([
      pay({ amountCents: balanceCents, method: 'card', token }),
      pay({ amountCents: balanceCents, method: 'card', token }),
    ]);
    expect(answers.map((a) => a.status).sort((x, y) => x - y)).toEqual([201, 400]);
    expect((await myLease()).balanceCents).toBe(0);
  });
});

describe('POST /api/payments by bank', () => {
  const ctx = () => paymentJobContext(server);

  it('stays pending (counting at once) and settles after the sandbox delay', async () => {
    await owe(20_000);
    const before = (await myLease()).balanceCents;
    const res = await pay({
      amountCents: 20_000,
      method: 'ach',
      token: await bankToken('000123456789'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', feeCents: 0 });
    expect((await myLease()).balanceCents).toBe(before - 20_000);
    await settlePendingPayments(ctx(), new Date(Date.now() + 30_000));
    const [early] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, res.body.id));
    expect(early!.status).toBe('pending');
    await settlePendingPayments(ctx(), new Date(Date.now() + 61_000));
    const [settled] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, res.body.id));
    expect(settled!.status).toBe('succeeded');
  });

  it('is returned R01: the amount comes back with the returned-payment fee', async () => {
    await owe(15_000);
    const before = (await myLease()).balanceCents;
    const res = await pay({
      amountCents: 15_000,
      method: 'ach',
      token: await bankToken('000111111116'),
    });
    expect(res.status).toBe(201);
    await settlePendingPayments(ctx(), new Date(Date.now() + 61_000));
    // Applied once however often the processor reports it.
    await settlePendingPayments(ctx(), new Date(Date.now() + 120_000));
    const [returned] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, res.body.id));
    expect(returned).toMatchObject({ status: 'returned', failureReason: 'R01 insufficient funds' });
    const { id } = await myLease();
    const fees = await server.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.leaseId, id), eq(charges.kind, 'returned_payment_fee')));
    expect(fees).toHaveLength(1);
    expect(fees[0]!.amountCents).toBe(2_500);
    expect((await myLease()).balanceCents).toBe(before + 2_500);
  });
});
