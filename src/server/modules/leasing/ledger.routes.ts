import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  ChargeSchema,
  ManualChargeSchema,
  ManualPaymentSchema,
  PaymentSchema,
  ReversePaymentSchema,
} from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { postManualCharge, recordManualPayment, reversePayment } from './ledger-writes';

/** What an admin posts by hand: charges and credits, office payments, reversals. */
export function ledgerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'write:ledger:any' } as const;

  typed.post(
    '/api/leases/:id/charges',
    {
      config,
      schema: { params: IdParamsSchema, body: ManualChargeSchema, response: { 201: ChargeSchema } },
    },
    async (request, reply) => {
      const charge = await postManualCharge(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(charge);
    },
  );

  typed.post(
    '/api/leases/:id/payments',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: ManualPaymentSchema,
        response: { 200: PaymentSchema, 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const { payment, replayed } = await recordManualPayment(
        ctx,
        actorOf(request),
        request.params.id,
        request.body,
      );
      // A replayed key answers 200 with the payment it first made; a new payment is 201.
      return reply.code(replayed ? 200 : 201).send(payment);
    },
  );

  typed.post(
    '/api/payments/:id/reverse',
    {
      config,
      schema: actOnRecord(IdParamsSchema, ReversePaymentSchema, PaymentSchema),
    },
    async (request) =>
      reversePayment(ctx.db, actorOf(request), request.params.id, request.body.reason),
  );
}
