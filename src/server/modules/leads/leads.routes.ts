import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignableBrokersSchema,
  LeadCreatedSchema,
  LeadDetailSchema,
  LeadListQuerySchema,
  LeadListSchema,
  LeadPatchSchema,
  MyLeadsSchema,
} from '../../../shared/schemas/leads/api';
import { isLeadKind } from '../../../shared/schemas/leads/registry';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth';
import { formRateLimit } from '../../plugins/rate-limit';
import { announce, createLead } from './create-lead';
import { findAssignableBrokers, findLeads, findMyLeads, getLead } from './find-leads';
import { updateLead } from './update-lead';

/** Public form submissions and the staff leads inbox. Kinds: src/shared/schemas/leads/registry.ts. */
export function leadsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const logError = (err: unknown) => app.log.error({ err }, 'live notification failed');

  r.post(
    '/api/leads/:kind',
    {
      schema: {
        params: z.object({ kind: z.string() }),
        // Each kind has its own schema, chosen by the path: validated in createLead.
        body: z.unknown(),
        response: { 201: LeadCreatedSchema },
      },
      // Signing in is optional; a presented token must be valid, and names the sender.
      config: { access: 'optional-sign-in', rateLimit: formRateLimit(ctx.config) },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isLeadKind(kind)) throw notFound('That form');
      const created = await createLead(ctx, {
        kind,
        body: request.body,
        actor: request.actor,
        ip: request.ip,
      });
      await announce(ctx, created.notifications, logError);
      return reply.code(201).send({ id: created.id, reference: created.reference });
    },
  );

  r.get(
    '/api/leads/mine',
    {
      config: { access: 'signed-in', rowScope: 'own-lead' },
      schema: { response: { 200: MyLeadsSchema } },
    },
    async (request) => ({ items: await findMyLeads(ctx.db, actorOf(request)) }),
  );

  r.get(
    '/api/leads/brokers',
    {
      config: { access: 'write:leads:any' },
      schema: { response: { 200: AssignableBrokersSchema } },
    },
    async () => ({ items: await findAssignableBrokers(ctx.db) }),
  );

  r.get(
    '/api/leads',
    {
      config: { access: ['read:leads:any', 'read:leads:assigned'], rowScope: 'assigned-lead' },
      schema: { querystring: LeadListQuerySchema, response: { 200: LeadListSchema } },
    },
    async (request) => findLeads(ctx.db, actorOf(request), request.query),
  );

  r.get(
    '/api/leads/:id',
    {
      config: { access: ['read:leads:any', 'read:leads:assigned'], rowScope: 'assigned-lead' },
      schema: { params: z.object({ id: z.string() }), response: { 200: LeadDetailSchema } },
    },
    async (request) => getLead(ctx.db, actorOf(request), request.params.id),
  );

  r.patch(
    '/api/leads/:id',
    {
      config: { access: ['write:leads:any', 'write:leads:assigned'], rowScope: 'assigned-lead' },
      schema: {
        params: z.object({ id: z.string() }),
        body: LeadPatchSchema,
        response: { 200: LeadDetailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const rows = await updateLead(ctx, actor, request.params.id, request.body);
      await announce(ctx, rows, logError);
      return getLead(ctx.db, actor, request.params.id);
    },
  );
}
