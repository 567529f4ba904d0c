import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  EndLeaseSchema,
  LeaseCreateSchema,
  LeaseDetailSchema,
  LeaseListQuerySchema,
  LeaseListSchema,
  LeaseUpdateSchema,
  NoticeSchema,
  RenewLeaseSchema,
} from '../../../shared/schemas/leases';
import { LedgerSchema, OpenChargeSchema } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { activateLease } from './lease-activation';
import { leasesCsv } from './lease-csv';
import { readLeaseDetail } from './lease-detail';
import { cancelLease, endLease, giveNotice, renewLease } from './lease-lifecycle';
import { listLeases } from './lease-list';
import { createLease, updateDraftLease } from './lease-writes';
import { readResidentLease } from './resident-lease';

const read = { access: ['read:leases:any', 'read:leases:own'], rowScope: 'own-lease' } as const;
const write = { access: 'write:leases:any' } as const;
const LeaseWithLedgerSchema = LeaseDetailSchema.extend({ ledger: LedgerSchema });
const CSV_ROW_LIMIT = 50_000;

/** Leases: the list (and its CSV), one lease with its ledger, and an admin's lifecycle actions. */
export function leasesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const detail = { params: IdParamsSchema, response: { 200: LeaseWithLedgerSchema } };

  typed.get(
    '/api/leases',
    {
      config: read,
      schema: { querystring: LeaseListQuerySchema, response: { 200: LeaseListSchema } },
    },
    async (request) => {
      const { rows, total } = await listLeases(ctx.db, actorOf(request), request.query);
      return { leases: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  typed.get(
    '/api/leases.csv',
    { config: read, schema: { querystring: LeaseListQuerySchema } },
    async (request, reply) => {
      const { rows } = await listLeases(ctx.db, actorOf(request), {
        ...request.query,
        page: 1,
        pageSize: CSV_ROW_LIMIT,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leases.csv"')
        .send(leasesCsv(rows));
    },
  );

  typed.get(
    '/api/me/lease',
    {
      config: { access: 'read:tenancy:own', rowScope: 'own-tenancy' },
      schema: {
        response: {
          200: LeaseWithLedgerSchema.extend({ openCharges: z.array(OpenChargeSchema) }),
        },
      },
    },
    async (request) => readResidentLease(ctx.db, actorOf(request)),
  );

  typed.get('/api/leases/:id', { config: read, schema: detail }, async (request) =>
    readLeaseDetail(ctx.db, actorOf(request), request.params.id),
  );

  typed.post(
    '/api/leases',
    {
      config: write,
      schema: { body: LeaseCreateSchema, response: { 201: LeaseWithLedgerSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createLease(ctx.db, actor, request.body);
      return reply.code(201).send(await readLeaseDetail(ctx.db, actor, id));
    },
  );

  typed.patch(
    '/api/leases/:id',
    { config: write, schema: { ...detail, body: LeaseUpdateSchema } },
    async (request) => {
      const actor = actorOf(request);
      await updateDraftLease(ctx.db, actor, request.params.id, request.body);
      return readLeaseDetail(ctx.db, actor, request.params.id);
    },
  );

  typed.post(
    '/api/leases/:id/activate',
    { config: write, schema: { ...detail, body: z.object({}).optional() } },
    async (request) => {
      const actor = actorOf(request);
      await activateLease(ctx, actor, request.params.id);
      return readLeaseDetail(ctx.db, actor, request.params.id);
    },
  );

  typed.post(
    '/api/leases/:id/notice',
    { config: write, schema: { ...detail, body: NoticeSchema } },
    async (request) => {
      const actor = actorOf(request);
      await giveNotice(ctx.db, actor, request.params.id, request.body.moveOutDate);
      return readLeaseDetail(ctx.db, actor, request.params.id);
    },
  );

  typed.post(
    '/api/leases/:id/end',
    { config: write, schema: { ...detail, body: EndLeaseSchema } },
    async (request) => {
      const actor = actorOf(request);
      await endLease(ctx.db, actor, request.params.id, request.body);
      return readLeaseDetail(ctx.db, actor, request.params.id);
    },
  );

  typed.post(
    '/api/leases/:id/cancel',
    { config: write, schema: { ...detail, body: z.object({}).optional() } },
    async (request) => {
      const actor = actorOf(request);
      await cancelLease(ctx.db, actor, request.params.id);
      return readLeaseDetail(ctx.db, actor, request.params.id);
    },
  );

  typed.post(
    '/api/leases/:id/renew',
    {
      config: write,
      schema: {
        params: IdParamsSchema,
        body: RenewLeaseSchema,
        response: { 201: LeaseWithLedgerSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await renewLease(ctx.db, actor, request.params.id, request.body);
      return reply.code(201).send(await readLeaseDetail(ctx.db, actor, id));
    },
  );
}
