import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import { PaymentHeadersSchema } from '../../../shared/schemas/ledger';
import {
  ChargeLookupSchema,
  PayableChargeSchema,
  ReceiptLanguageQuerySchema,
  ReceiptSchema,
  ReceiptTokenParamsSchema,
  VisitorPaymentResultSchema,
  VisitorPaymentSchema,
  type Receipt,
} from '../../../shared/schemas/pay';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { formRateLimit } from '../../lib/form-rate-limit';
import { receiptPdf } from './receipt-pdf';
import type { ReceiptLanguage } from './receipt-text';
import { readReceipt, readVisitorReceipt } from './receipts';
import { lookupPayableCharge, payChargeByReference } from './visitor-payment';

async function sendPdf(reply: FastifyReply, receipt: Receipt, lang: ReceiptLanguage) {
  const bytes = await receiptPdf(receipt, lang);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="receipt-${receipt.reference}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

/** Paying a charge by its reference without an account, and every payment's receipt. */
export function payRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The visitor's routes take a reference anyone could type: the forms' stricter limit keeps
  // references from being walked, and the answers name no person or home (decision 0044).
  const visitor = { access: 'public', rateLimit: formRateLimit(ctx.config) } as const;

  typed.post(
    '/api/pay/charges/lookup',
    {
      config: visitor,
      schema: { body: ChargeLookupSchema, response: { 200: PayableChargeSchema } },
    },
    async (request) => lookupPayableCharge(ctx.db, request.body.reference),
  );

  typed.post(
    '/api/pay/visitor-payments',
    {
      config: visitor,
      schema: {
        headers: PaymentHeadersSchema,
        body: VisitorPaymentSchema,
        response: { 200: VisitorPaymentResultSchema, 201: VisitorPaymentResultSchema },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await payChargeByReference(
        ctx,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  typed.get(
    '/api/pay/receipts/:token',
    {
      config: { access: 'public' },
      schema: { params: ReceiptTokenParamsSchema, response: { 200: ReceiptSchema } },
    },
    async (request) => readVisitorReceipt(ctx.db, request.params.token),
  );

  typed.get(
    '/api/pay/receipts/:token/pdf',
    {
      config: { access: 'public' },
      schema: { params: ReceiptTokenParamsSchema, querystring: ReceiptLanguageQuerySchema },
    },
    async (request, reply) =>
      sendPdf(reply, await readVisitorReceipt(ctx.db, request.params.token), request.query.lang),
  );

  const receiptAccess = {
    access: ['read:leases:any', 'read:leases:own'],
    rowScope: 'own-payment',
  } as const;

  typed.get(
    '/api/payments/:id/receipt',
    {
      config: receiptAccess,
      schema: { params: IdParamsSchema, response: { 200: ReceiptSchema } },
    },
    async (request) => readReceipt(ctx.db, actorOf(request), request.params.id),
  );

  typed.get(
    '/api/payments/:id/receipt/pdf',
    {
      config: receiptAccess,
      schema: { params: IdParamsSchema, querystring: ReceiptLanguageQuerySchema },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await readReceipt(ctx.db, actorOf(request), request.params.id),
        request.query.lang,
      ),
  );
}
