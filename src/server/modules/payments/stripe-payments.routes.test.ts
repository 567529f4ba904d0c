import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestServer, type TestServer } from '../../../../tests/support/api';
import { sendWebhook, stripeServerEnv } from '../../../../tests/support/stripe';
import { cardFeeCents } from '../../../shared/payment-fee';
import { paymentJobContext } from '../../../../tests/support/payments';
import { auditLog, charges, paymentMethods, payments } from '../../db/tables';
import { INTERRUPTED_AFTER_MS, reconcileInterruptedPayments } from './interrupted-payments';
import { createStripeProvider } from './stripe-provider';
import {
  ACH_NSF_MESSAGE,
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  webhookEvent,
  type StripeStandIn,
} from './stripe-stand-in';

// The app configured for Stripe (PAYMENT_PROVIDER=stripe), against the local stand-in for
// Stripe's API: paying over HTTP with a PaymentMethod id, and the webhook settling bank debits.
let standIn: StripeStandIn;
let server: TestServer;
let admin: string;
let resident: string;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  server = await startTestServer(stripeServerEnv(standIn));
  [admin, resident] = await signInAs(server, 'admin', 'resident');
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const myLease = async () =>
  (await server.request('GET', '/api/me/lease', { token: resident })).body as {
    id: string;
    balanceCents: number;
  };

/** Makes the resident's lease owe `cents` more, so each test has a balance of its own to pay. */
async function owe(cents: number) {
  const { id } = await myLease();
  const res = await server.request('POST', `/api/leases/${id}/charges`, {
    token: admin,
    body: { kind: 'other', amountCents: cents, description: 'Test charge' },
  });
  expect(res.status).toBe(201);
}

function pay(body: Record<string, unknown>, key = `test-${randomUUID()}`) {
  return server.request('POST', '/api/payments', {
    token: resident,
    body,
    headers: { 'idempotency-key': key },
  });
}

const paymentRow = async (id: string) =>
  (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

/** A bank debit of `cents`, processing at Stripe, and its PaymentIntent there. */
async function processingDebit(cents: number, token: string) {
  await owe(cents);
  const res = await pay({ amountCents: cents, method: 'ach', token });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending', feeCents: 0 });
  const row = await paymentRow(res.body.id);
  const intentId = standIn.intentIdOfCharge(row.externalReference!);
  expect(intentId).toBeDefined();
  return { payment: res.body as { id: string; reference: string }, intentId: intentId! };
}

describe('paying through Stripe', () => {
  it('tells the browser to tokenize with Stripe.js and the publishable key', async () => {
    const res = await server.request('GET', '/api/site-settings');
    expect(res.body.paymentProcessor).toEqual({
      name: 'stripe',
      publishableKey: STAND_IN_PUBLISHABLE_KEY,
    });
    // The sandbox's tokenization is not there: its tokens would mean nothing to Stripe.
    const sandbox = await server.request('POST', '/api/payments/sandbox/tokens', {
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
    });
    expect(sandbox.status).toBe(404);
  });

  it('charges a card PaymentMethod with the fee on top, naming its brand and last four', async () => {
    await owe(10_000);
    const before = (await myLease()).balanceCents;
    const res = await pay({ amountCents: 10_000, method: 'card', token: 'pm_card_visa' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'succeeded',
      feeCents: cardFeeCents(10_000, 295),
      method: 'card',
    });
    expect((await myLease()).balanceCents).toBe(before - 10_000);
    const row = await paymentRow(res.body.id);
    expect(row).toMatchObject({ methodBrand: 'visa', methodLast4: '4242' });
    const intentId = standIn.intentIdOfCharge(row.externalReference!)!;
    expect(standIn.intent(intentId)).toMatchObject({
      amount: 10_000 + cardFeeCents(10_000, 295),
      status: 'succeeded',
      metadata: { paymentId: row.id, reference: row.reference },
    });
  });

  it('refuses a declined card with 402 and Stripe’s words, changing no balance', async () => {
    await owe(5_000);
    const before = (await myLease()).balanceCents;
    const res = await pay({ amountCents: 5_000, method: 'card', token: 'pm_card_chargeDeclined' });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect((await myLease()).balanceCents).toBe(before);
  });

  it('refuses a token Stripe does not know, and a card sent as a bank account', async () => {
    await owe(1_000);
    const unknown = await pay({ amountCents: 1_000, method: 'card', token: 'pm_no_such_method' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('token');
    const mismatch = await pay({ amountCents: 1_000, method: 'ach', token: 'pm_card_visa' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toHaveProperty('method');
  });

  it('makes one intent for one idempotency key: the second request answers the first payment', async () => {
    await owe(3_000);
    const key = `test-${randomUUID()}`;
    const intents = standIn.intentCount();
    const first = await pay({ amountCents: 3_000, method: 'card', token: 'pm_card_visa' }, key);
    const again = await pay({ amountCents: 3_000, method: 'card', token: 'pm_card_visa' }, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(standIn.intentCount()).toBe(intents + 1);
  });

  it('saves a card after Stripe verifies it, and refuses a declined one', async () => {
    const saved = await server.request('POST', '/api/me/payment-methods', {
      token: resident,
      body: { token: 'pm_card_visa' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ kind: 'card', brand: 'visa', last4: '4242' });
    const [row] = await server.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, saved.body.id));
    expect(row!.providerToken).toBe('pm_card_visa');
    const declined = await server.request('POST', '/api/me/payment-methods', {
      token: resident,
      body: { token: 'pm_card_chargeDeclined' },
    });
    expect(declined.status).toBe(400);
    expect(declined.body.codes).toEqual({ token: 'autopay.cardDeclined' });
  });
});

describe('a payment cut off after Stripe charged it', () => {
  it('is asked again by its key and recorded as Stripe charged it: one intent, one charge', async () => {
    await owe(6_000);
    const key = `test-${randomUUID()}`;
    const paid = await pay({ amountCents: 6_000, method: 'card', token: 'pm_card_visa' }, key);
    expect(paid.status).toBe(201);
    const charged = await paymentRow(paid.body.id);
    // As if the process had died between Stripe's answer and storing it (decision 0076).
    await server.database.db
      .update(payments)
      .set({
        status: 'pending',
        externalReference: null,
        settledAt: null,
        receivedAt: new Date(Date.now() - INTERRUPTED_AFTER_MS - 60_000),
      })
      .where(eq(payments.id, charged.id));
    const intents = standIn.intentCount();
    const url = new URL(standIn.url);
    const ctx = {
      ...paymentJobContext(server),
      payments: createStripeProvider({
        secretKey: STAND_IN_SECRET_KEY,
        apiBase: { host: url.hostname, port: Number(url.port), protocol: 'http' },
      }),
    };
    expect(await reconcileInterruptedPayments(ctx, new Date())).toBe(1);
    expect(await paymentRow(charged.id)).toMatchObject({
      status: 'succeeded',
      externalReference: charged.externalReference,
    });
    expect(standIn.intentCount()).toBe(intents);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  const settledAudits = async (paymentId: string) =>
    (
      await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.settled'))
    ).filter((entry) => JSON.stringify(entry.after).includes(paymentId));

  it('settles a bank debit on payment_intent.succeeded, once however often it is sent', async () => {
    const { payment, intentId } = await processingDebit(20_000, 'pm_usBankAccount_success');
    const event = webhookEvent('payment_intent.succeeded', standIn.settle(intentId));
    const res = await sendWebhook(server, event);
    expect(res).toEqual({ status: 200, body: { received: true } });
    const settled = await paymentRow(payment.id);
    expect(settled.status).toBe('succeeded');
    expect(settled.settledAt).not.toBeNull();
    // Stripe delivers at least once: the same event again changes nothing.
    expect((await sendWebhook(server, event)).status).toBe(200);
    expect(await paymentRow(payment.id)).toEqual(settled);
    expect(await settledAudits(payment.id)).toHaveLength(1);
  });

  it('returns a bank debit on payment_intent.payment_failed: the amount back, the fee once', async () => {
    const before = (await myLease()).balanceCents;
    const { payment, intentId } = await processingDebit(
      15_000,
      'pm_usBankAccount_insufficientFunds',
    );
    const event = webhookEvent('payment_intent.payment_failed', standIn.settle(intentId));
    expect((await sendWebhook(server, event)).status).toBe(200);
    expect((await sendWebhook(server, event)).status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'returned',
      failureReason: ACH_NSF_MESSAGE.replace(/\.$/, ''),
    });
    const { id } = await myLease();
    const reversals = await server.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.leaseId, id), eq(charges.reversesPaymentId, payment.id)));
    expect(reversals).toHaveLength(1);
    const fees = (
      await server.database.db
        .select()
        .from(charges)
        .where(and(eq(charges.leaseId, id), eq(charges.kind, 'returned_payment_fee')))
    ).filter((fee) => fee.description.includes(payment.reference));
    expect(fees).toHaveLength(1);
    // Owed again, with the returned-payment fee.
    expect((await myLease()).balanceCents).toBe(before + 15_000 + 2_500);
  });

  it('answers events it has no use for, changing nothing', async () => {
    const res = await sendWebhook(
      server,
      webhookEvent('customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(res).toEqual({ status: 200, body: { received: true } });
  });

  it('refuses an event without a good signature with 400, changing nothing', async () => {
    const { payment, intentId } = await processingDebit(4_000, 'pm_usBankAccount_success');
    const event = webhookEvent('payment_intent.succeeded', standIn.settle(intentId));
    const forged = [
      await sendWebhook(server, event, { secret: 'whsec_someone_else' }),
      await sendWebhook(server, event, { signature: 't=1,v1=00' }),
      await sendWebhook(server, event, { signature: null }),
      // Signed, then changed on the way.
      await sendWebhook(server, event.replace('"livemode":false', '"livemode":true'), {
        signature: Stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: STAND_IN_WEBHOOK_SECRET,
        }),
      }),
    ];
    expect(forged.map((res) => res.status)).toEqual([400, 400, 400, 400]);
    expect(forged[0]!.body).toMatchObject({ error: 'validation' });
    expect((await paymentRow(payment.id)).status).toBe('pending');
    // The real one still settles it.
    expect((await sendWebhook(server, event)).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('succeeded');
  });

  it('answers a signed body that is no event with 400, and an event without its object with 200', async () => {
    // Only the holder of the endpoint's secret can send these: still no server error.
    expect((await sendWebhook(server, '{"id":')).status).toBe(400);
    const bare = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });
    expect(await sendWebhook(server, bare)).toEqual({ status: 200, body: { received: true } });
  });

  it('refuses a signature older than Stripe’s five minutes (a replay)', async () => {
    const { payment, intentId } = await processingDebit(2_000, 'pm_usBankAccount_success');
    const event = webhookEvent('payment_intent.succeeded', standIn.settle(intentId));
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: STAND_IN_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await sendWebhook(server, event, { signature: old })).status).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });
});
