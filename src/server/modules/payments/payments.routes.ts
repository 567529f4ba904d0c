import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OnlinePaymentSchema,
  PaymentHeadersSchema,
  PaymentSchema,
  SandboxTokenRequestSchema,
  SandboxTokenSchema,
} from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import { validationError } from '../../lib/app-error';
import { actorOf } from '../../lib/actor';
import { formRateLimit } from '../../lib/form-rate-limit';
import { payOwnLease } from './online-payment';
import { tokenizeBank, tokenizeCard, TokenizeRefusal } from './sandbox';

/** Online payments by residents, and the sandbox processor's tokenization the browser calls. */
export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/payments',
    {
      config: {
        access: 'pay:leases:own',
        rowScope: 'own-tenancy',
        refusedWhileViewingAs: 'No payment can be made while viewing as someone.',
      },
      schema: {
        headers: PaymentHeadersSchema,
        body: OnlinePaymentSchema,
        response: { 200: PaymentSchema, 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const { payment, replayed } = await payOwnLease(
        ctx,
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      // A replayed key answers 200 with the payment it first made; a new payment is 201.
      return reply.code(replayed ? 200 : 201).send(payment);
    },
  );

  // Stands in for the processor's own browser library (Stripe.js): the card number goes here,
  // never to /api/payments. Public like the processor's endpoint, with the forms' stricter limit.
  // Only the sandbox has it: with Stripe, Stripe.js makes the PaymentMethod in the browser.
  if (ctx.config.payments.provider !== 'sandbox') return;
  typed.post(
    '/api/payments/sandbox/tokens',
    {
      config: { access: 'public', rateLimit: formRateLimit(ctx.config) },
      schema: { body: SandboxTokenRequestSchema, response: { 201: SandboxTokenSchema } },
    },
    async (request, reply) => {
      try {
        const body = request.body;
        const token =
          'card' in body ? tokenizeCard(body.card, new Date()) : tokenizeBank(body.bank);
        return reply.code(201).send(token);
      } catch (err) {
        if (err instanceof TokenizeRefusal) throw validationError(err.fields);
        throw err;
      }
    },
  );
}
