import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  ContributionInputSchema,
  ContributionSchema,
  NachaOriginatorInputSchema,
  NachaOriginatorSchema,
  PayoutPreviewQuerySchema,
  PayoutPreviewSchema,
  PayoutRunInputSchema,
  PayoutRunSchema,
  PayoutSettingsInputSchema,
  PayoutSettingsSchema,
} from '../../../shared/schemas/payouts';
import { OwnerParamsSchema } from '../../../shared/schemas/reports';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { readSiteSettings } from '../../lib/site-settings';
import { checksPdf } from '../bills/check-pdf';
import { readableOwner } from '../reports/report-filters';
import {
  ownerPayoutsOf,
  payoutPreview,
  readOriginator,
  readPayoutSettings,
  readRun,
  recordContribution,
  runChecks,
  runNachaFile,
  runPayouts,
  saveOriginator,
  savePayoutSettings,
} from './payouts.service';

const PAYOUTS = { access: 'manage:payouts:any' } as const;

const OwnerPayoutListSchema = z.object({
  ownerId: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      month: z.string(),
      amountCents: z.number().int(),
      method: z.enum(['check', 'ach']),
      reference: z.string(),
      paidOn: z.string(),
      accountMasked: z.string().nullable(),
    }),
  ),
});

/** Owner payouts and contributions (docs/accounting.md, "Owner payouts"). */
export function payoutsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payouts/preview',
    {
      config: PAYOUTS,
      schema: { querystring: PayoutPreviewQuerySchema, response: { 200: PayoutPreviewSchema } },
    },
    async (request) => payoutPreview(ctx.db, request.query.month),
  );
  r.post(
    '/api/payouts/run',
    { config: PAYOUTS, schema: { body: PayoutRunInputSchema, response: { 200: PayoutRunSchema } } },
    async (request) => runPayouts(ctx, actorOf(request), request.body, new Date()),
  );
  r.get(
    '/api/payouts/runs/:id',
    { config: PAYOUTS, schema: { params: IdParamsSchema, response: { 200: PayoutRunSchema } } },
    async (request) => readRun(ctx.db, request.params.id),
  );
  r.get(
    '/api/payouts/runs/:id/nacha',
    { config: PAYOUTS, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const file = await runNachaFile(ctx, request.params.id);
      return reply
        .header('content-type', 'text/plain; charset=us-ascii')
        .header(
          'content-disposition',
          `attachment; filename="payouts-${request.params.id.slice(0, 8)}.ach"`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.text);
    },
  );
  r.get(
    '/api/payouts/runs/:id/checks.pdf',
    { config: PAYOUTS, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const checks = await runChecks(ctx.db, request.params.id);
      const pdf = await checksPdf(checks, await readSiteSettings(ctx.db));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="payout-checks-${request.params.id.slice(0, 8)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/api/owners/:ownerId/payout-settings',
    {
      config: PAYOUTS,
      schema: { params: OwnerParamsSchema, response: { 200: PayoutSettingsSchema } },
    },
    async (request) => readPayoutSettings(ctx.db, request.params.ownerId),
  );
  r.put(
    '/api/owners/:ownerId/payout-settings',
    {
      config: PAYOUTS,
      schema: {
        params: OwnerParamsSchema,
        body: PayoutSettingsInputSchema,
        response: { 200: PayoutSettingsSchema },
      },
    },
    async (request) =>
      savePayoutSettings(ctx, actorOf(request), request.params.ownerId, request.body),
  );
  r.post(
    '/api/owners/:ownerId/contributions',
    {
      config: PAYOUTS,
      schema: {
        params: OwnerParamsSchema,
        body: ContributionInputSchema,
        response: { 201: ContributionSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordContribution(
            ctx,
            actorOf(request),
            request.params.ownerId,
            request.body,
            new Date(),
          ),
        ),
  );

  // An owner's payouts: their own, or any owner's for the office.
  r.get(
    '/api/reports/owners/:ownerId/payouts',
    {
      config: { access: ['read:reports:any', 'read:reports:own'], rowScope: 'own-owner-report' },
      schema: { params: OwnerParamsSchema, response: { 200: OwnerPayoutListSchema } },
    },
    async (request) => {
      const owner = await readableOwner(ctx.db, actorOf(request), request.params.ownerId);
      return { ownerId: owner.id, ...(await ownerPayoutsOf(ctx.db, owner.id)) };
    },
  );

  r.get(
    '/api/admin/nacha-originator',
    { config: { access: 'write:site:any' }, schema: { response: { 200: NachaOriginatorSchema } } },
    async () => ({ originator: await readOriginator(ctx.db) }),
  );
  r.put(
    '/api/admin/nacha-originator',
    {
      config: { access: 'write:site:any' },
      schema: { body: NachaOriginatorInputSchema, response: { 200: NachaOriginatorSchema } },
    },
    async (request) => ({
      originator: await saveOriginator(ctx.db, actorOf(request), request.body),
    }),
  );
}
