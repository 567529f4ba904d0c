import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AutopayEnrolmentSchema,
  EnrolAutopaySchema,
  PaymentMethodParamsSchema,
  PaymentMethodsSchema,
  SavedPaymentMethodSchema,
  SavePaymentMethodSchema,
} from '../../../shared/schemas/autopay';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import {
  cancelAutopay,
  enrolAutopay,
  listSavedMethods,
  removeMethod,
  saveMethod,
} from './saved-methods';

/** Saving a card or account changes what can be charged later: never while viewing as someone. */
const REFUSED_WHILE_VIEWING_AS =
  'No payment method or autopay can be changed while viewing as someone.';

/** A resident's saved cards and bank accounts, and autopay (decision 0045). */
export function savedMethodsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/me/payment-methods',
    {
      config: { access: 'pay:leases:own', rowScope: 'own-payment-method' },
      schema: { response: { 200: PaymentMethodsSchema } },
    },
    async (request) => listSavedMethods(ctx.db, actorOf(request)),
  );

  typed.post(
    '/api/me/payment-methods',
    {
      config: {
        access: 'pay:leases:own',
        rowScope: 'own-payment-method',
        refusedWhileViewingAs: REFUSED_WHILE_VIEWING_AS,
      },
      schema: { body: SavePaymentMethodSchema, response: { 201: SavedPaymentMethodSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await saveMethod(ctx, actorOf(request), request.body.token)),
  );

  typed.delete(
    '/api/me/payment-methods/:id',
    {
      config: {
        access: 'pay:leases:own',
        rowScope: 'own-payment-method',
        refusedWhileViewingAs: REFUSED_WHILE_VIEWING_AS,
      },
      schema: { params: PaymentMethodParamsSchema },
    },
    async (request, reply) => {
      await removeMethod(ctx, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  typed.put(
    '/api/me/autopay',
    {
      config: {
        access: 'pay:leases:own',
        rowScope: 'own-payment-method',
        refusedWhileViewingAs: REFUSED_WHILE_VIEWING_AS,
      },
      schema: { body: EnrolAutopaySchema, response: { 200: AutopayEnrolmentSchema } },
    },
    async (request) => enrolAutopay(ctx, actorOf(request), request.body),
  );

  typed.delete(
    '/api/me/autopay',
    {
      config: {
        access: 'pay:leases:own',
        rowScope: 'own-payment-method',
        refusedWhileViewingAs: REFUSED_WHILE_VIEWING_AS,
      },
    },
    async (request, reply) => {
      await cancelAutopay(ctx, actorOf(request));
      return reply.code(204).send();
    },
  );
}
