import Stripe from 'stripe';
import {
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../src/server/modules/payments/stripe-stand-in';
import type { TestServer } from './api';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** What a test server runs with to take payments through Stripe, here the local stand-in. */
export function stripeServerEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
    STRIPE_API_BASE: standIn.url,
  };
}

/**
 * Sends `payload` to the webhook route as Stripe does, signed by the SDK's own test helper with
 * `secret` (the endpoint's, unless a test signs with another), or with the header given.
 */
export async function sendWebhook(
  server: TestServer,
  payload: string,
  options: { secret?: string; signature?: string | null } = {},
): Promise<{ status: number; body: any }> {
  const signature =
    options.signature !== undefined
      ? options.signature
      : Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
        });
  const res = await fetch(server.url + STRIPE_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
