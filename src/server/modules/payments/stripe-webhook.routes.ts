import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { SettlementEvent } from './provider';
import { applySettlementEvent } from './settlement';
import { chargeIdOf } from './stripe-provider';

const WebhookHeadersSchema = z.object({
  'stripe-signature': z.string().max(2000, 'must be the Stripe-Signature header Stripe sends'),
});
const WebhookAnswerSchema = z.object({ received: z.literal(true) });

const RETURNED = 'The bank returned the payment';

/**
 * What a Stripe event means for a payment, if anything: a bank debit that was processing has
 * succeeded, or the bank returned it. Card payments are decided when they are confirmed; their
 * events find no pending payment and change nothing.
 */
export function settlementEventOf(event: Stripe.Event): SettlementEvent | null {
  // Signed by Stripe, so well formed; still, an event without its object settles nothing.
  const object: unknown = event.data?.object;
  if (typeof object !== 'object' || object === null || !('id' in object)) return null;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { type: 'charge.succeeded', chargeId: chargeIdOf(event.data.object) };
    case 'payment_intent.payment_failed': {
      const error = event.data.object.last_payment_error;
      return {
        type: 'charge.returned',
        chargeId: chargeIdOf(event.data.object),
        code: error?.code ?? 'payment_failed',
        // The notice adds its own full stop.
        message: (error?.message ?? RETURNED).replace(/\.$/, ''),
      };
    }
    default:
      return null;
  }
}

/**
 * POST /api/payments/stripe/webhook (decision 0079), registered only with PAYMENT_PROVIDER=stripe.
 * Public, as Stripe calls it; what admits an event is its signature, made with the endpoint's
 * secret over the exact bytes sent, so this route alone keeps its JSON body as text. A bad
 * signature is a 400 (Stripe shows it on the endpoint's page). Stripe delivers an event at least
 * once: `applySettlementEvent` changes only a pending payment, so a repeat does nothing.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  webhookSecret: string,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          summary: "Stripe's events about payments (signed)",
          headers: WebhookHeadersSchema,
          response: { 200: WebhookAnswerSchema },
        },
      },
      async (request) => {
        const payload = typeof request.body === 'string' ? request.body : '';
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(
            payload,
            request.headers['stripe-signature'],
            webhookSecret,
          );
        } catch (err) {
          if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
            throw new AppError(
              'validation',
              'The Stripe-Signature header does not match the body.',
              {
                fields: { 'stripe-signature': 'Does not match the body' },
              },
            );
          }
          // Signed, but its JSON does not parse: nothing Stripe sends, and nothing to retry.
          throw new AppError('validation', 'The body is not a Stripe event.');
        }
        const settlement = settlementEventOf(event);
        request.log.info({ event: event.id, type: event.type }, 'stripe event');
        if (settlement) await applySettlementEvent(ctx, settlement, new Date());
        return { received: true as const };
      },
    );
  });
}
