import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignableBrokersSchema,
  LeadCreatedSchema,
  LeadDetailSchema,
  LeadListQuerySchema,
  LeadListSchema,
  LeadFormQuerySchema,
  LeadPatchSchema,
  MyLeadsSchema,
} from '../../../shared/schemas/leads/api';
import {
  LEAD_KINDS,
  LEAD_KIND_LIST,
  type LeadKindDefinition,
} from '../../../shared/schemas/leads/registry';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { formRateLimit } from '../../lib/form-rate-limit';
import { announce, createLead } from './create-lead';
import { findAssignableBrokers, findLeads, findMyLeads, getLead } from './find-leads';
import { updateLead } from './update-lead';

/** Public form submissions and the staff leads inbox. Kinds: src/shared/schemas/leads/registry.ts. */
export function leadsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const logError = (err: unknown) => app.log.error({ err }, 'live notification failed');

  // One route per kind, validated with the kind's own schema (so OpenAPI documents each form);
  // a kind the table does not know has no route and answers 404.
  for (const kind of LEAD_KIND_LIST) {
    const def: LeadKindDefinition = LEAD_KINDS[kind];
    r.post(
      `/api/leads/${kind}`,
      {
        schema: {
          summary: `Send a ${def.label.toLowerCase()}`,
          tags: ['leads'],
          querystring: LeadFormQuerySchema,
          body: def.schema,
          response: { 201: LeadCreatedSchema },
        },
        // A public form: signing in is optional, and a presented token must be valid and names
        // the sender. A staff form (a broker's prospect) needs its permission.
        config: {
          access: def.submitPermission ?? 'optional-sign-in',
          rateLimit: formRateLimit(ctx.config),
        },
      },
      async (request, reply) => {
        const created = await createLead(ctx, {
          kind,
          body: request.body,
          actor: request.actor,
          ip: request.ip,
          language: request.query.language,
        });
        await announce(ctx, created.notifications, logError);
        return reply.code(201).send({ id: created.id, reference: created.reference });
      },
    );
  }

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
