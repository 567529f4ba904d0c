import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import {
  ACH_NSF_MESSAGE,
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from './stripe-stand-in';

// The Stripe adapter through the official SDK, against the local stand-in for Stripe's API.
let standIn: StripeStandIn;
let stripe: PaymentProvider;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  const url = new URL(standIn.url);
  stripe = createStripeProvider({
    secretKey: STAND_IN_SECRET_KEY,
    apiBase: { host: url.hostname, port: Number(url.port), protocol: 'http' },
  });
});
afterAll(() => standIn?.close());

const intentFor = (amountCents = 10_000, idempotencyKey = `test-${randomUUID()}`) =>
  stripe.createIntent({
    amountCents,
    currency: 'USD',
    idempotencyKey,
    description: 'Rent payment PAY-2026-000001',
    // What a payment row keeps: the same for the same key, as a retry sends it.
    metadata: { paymentId: idempotencyKey.slice(-36), reference: 'PAY-2026-000001' },
  });

describe('the Stripe adapter', () => {
  it('reads a PaymentMethod: its kind, brand and last four', async () => {
    expect(await stripe.tokenKind('pm_card_visa')).toBe('card');
    expect(await stripe.tokenKind('pm_usBankAccount_success')).toBe('ach');
    expect(await stripe.describeToken('pm_card_visa')).toEqual({
      kind: 'card',
      brand: 'visa',
      last4: '4242',
    });
    expect(await stripe.describeToken('pm_usBankAccount_success')).toEqual({
      kind: 'ach',
      brand: 'bank',
      last4: '6789',
    });
  });

  it('knows no token that is not a PaymentMethod, asking Stripe only about ids that could be', async () => {
    expect(await stripe.tokenKind('pm_no_such_method')).toBeNull();
    expect(await stripe.describeToken('pm_no_such_method')).toBeNull();
    expect(await stripe.tokenKind('tok_sbx_ok_4242_000000000000000000')).toBeNull();
    expect(await stripe.tokenKind('pm_../../v1/charges')).toBeNull();
  });

  it('charges a card that pays', async () => {
    const intent = await intentFor();
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const outcome = await stripe.confirmIntent(intent, 'pm_card_visa');
    expect(outcome).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
    expect(standIn.intent(intent.id)).toMatchObject({
      amount: 10_000,
      currency: 'usd',
      status: 'succeeded',
      allowed_payment_method_types: ['card', 'us_bank_account'],
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
  ])('reports %s as failed (%s) with Stripe’s words', async (token, code, message) => {
    const outcome = await stripe.confirmIntent(await intentFor(), token);
    expect(outcome).toEqual({ status: 'failed', code, message });
  });

  it('reports a card that asks for 3-D Secure as failed: the server cannot authenticate it', async () => {
    const outcome = await stripe.confirmIntent(await intentFor(), 'pm_card_authenticationRequired');
    expect(outcome).toMatchObject({ status: 'failed', code: 'card_declined' });
  });

  it('leaves a bank debit processing, to be settled by a webhook', async () => {
    const intent = await intentFor();
    const outcome = await stripe.confirmIntent(intent, 'pm_usBankAccount_success');
    expect(outcome).toEqual({ status: 'processing', chargeId: expect.stringMatching(/^ch_/) });
    expect(
      await stripe.settlementEvents([(outcome as { chargeId: string }).chargeId], new Date()),
    ).toEqual([]);
  });

  it('gives the same intent for the same idempotency key, however often it is sent', async () => {
    const key = `test-${randomUUID()}`;
    const before = standIn.intentCount();
    const first = await intentFor(7_500, key);
    const again = await intentFor(7_500, key);
    expect(again.id).toBe(first.id);
    expect(standIn.intentCount()).toBe(before + 1);
    expect((await intentFor(7_500)).id).not.toBe(first.id);
    // Another amount under the same key is refused, as Stripe does: never a second intent.
    await expect(intentFor(8_000, key)).rejects.toThrow(/same parameters/);
  });

  it('asks again with what reconciliation can repeat: another description is still the same intent', async () => {
    // Stripe refuses a key sent again with other parameters; the adapter does not send the
    // description, which the reconciliation of an interrupted payment does not know.
    const key = `test-${randomUUID()}`;
    const metadata = { paymentId: randomUUID(), reference: 'PAY-2026-000002' };
    const first = await stripe.createIntent({
      amountCents: 5_000,
      currency: 'USD',
      idempotencyKey: key,
      description: 'Rent payment PAY-2026-000002',
      metadata,
    });
    const asked = await stripe.createIntent({
      amountCents: 5_000,
      currency: 'USD',
      idempotencyKey: key,
      description: 'Payment PAY-2026-000002',
      metadata,
    });
    expect(asked.id).toBe(first.id);
  });

  it.each([
    ['pm_card_visa', 'succeeded'],
    ['pm_usBankAccount_success', 'processing'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'failed'],
  ])(
    'confirming %s twice reports the first outcome (%s) the second time',
    async (token, status) => {
      const intent = await intentFor();
      const first = await stripe.confirmIntent(intent, token);
      expect(first.status).toBe(status);
      // The same key again (as after a crash) and a second confirmation.
      const again = await stripe.confirmIntent(intent, token);
      expect(again).toEqual(first);
    },
  );

  it('sets up a card or an account to be charged later, refusing a declined card', async () => {
    expect(await stripe.setUpMethod('pm_card_visa')).toEqual({
      status: 'ready',
      method: { token: 'pm_card_visa', kind: 'card', brand: 'visa', last4: '4242' },
    });
    expect(await stripe.setUpMethod('pm_usBankAccount_success')).toEqual({
      status: 'ready',
      method: { token: 'pm_usBankAccount_success', kind: 'ach', brand: 'bank', last4: '6789' },
    });
    // Funds are not checked when a card is saved, as with the sandbox.
    expect(await stripe.setUpMethod('pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      status: 'ready',
    });
    expect(await stripe.setUpMethod('pm_card_chargeDeclined')).toEqual({
      status: 'failed',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await stripe.setUpMethod('pm_nothing')).toMatchObject({
      status: 'failed',
      code: 'invalid_token',
    });
  });

  it('lets the stand-in return a bank debit, as the webhook then reports it', async () => {
    const intent = await intentFor();
    await stripe.confirmIntent(intent, 'pm_usBankAccount_insufficientFunds');
    expect(standIn.settle(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'insufficient_funds', message: ACH_NSF_MESSAGE },
    });
  });

  it('fails loudly when Stripe refuses the key, leaving the payment to be asked again', async () => {
    const url = new URL(standIn.url);
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrong',
      apiBase: { host: url.hostname, port: Number(url.port), protocol: 'http' },
    });
    await expect(wrongKey.tokenKind('pm_card_visa')).rejects.toThrow(/Invalid API Key/);
  });
});
