import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_MEDIA_BYTES } from '../../../shared/maintenance-terms';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  ApprovalDecisionSchema,
  ApprovalLinkSchema,
  BillBodySchema,
  CommentBodySchema,
  CostBodySchema,
  MaintenancePageSchema,
  MediaParamsSchema,
  NewRequestSchema,
  RatingBodySchema,
  TokenParamsSchema,
  UidParamsSchema,
  WorkOrderActionSchema,
  WorkOrderCostParamsSchema,
  type WorkOrderDetail,
  WorkOrderDetailSchema,
  WorkOrderListQuerySchema,
  WorkOrderListSchema,
  WorkOrderMediaSchema,
} from '../../../shared/schemas/maintenance';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { readSingleFileUpload } from '../../lib/single-file-upload';
import { actorOf, type Actor } from '../../lib/actor';
import { sendStoredFile } from '../../lib/stored-file';
import { actOnRecord } from '../../lib/route-schema';
import { fileRequest, readMaintenancePage } from './file-request';
import { findMediaFile, storeUpload, toMedia, verifyMediaLink } from './media-store';
import { decideByLink, decideInPortal, readApprovalLink } from './owner-approval';
import { listTechnicians } from './technicians';
import { takeAction } from './work-order-actions';
import { billResident, rateWork } from './work-order-closeout';
import { addComment, addCost, removeCost } from './work-order-notes';
import { listWorkOrders, readWorkOrder } from './work-order-read';

const READ = ['read:work-orders:any', 'read:work-orders:own', 'read:work-orders:assigned'] as const;
/** Everyone who may act on a work order in some capacity; the service checks which. */
const ACT = [
  'write:work-orders:any',
  'work:work-orders:assigned',
  'request:maintenance:own',
  'approve:work-orders:own',
] as const;
const UPLOAD = [
  'request:maintenance:own',
  'write:work-orders:any',
  'work:work-orders:assigned',
] as const;
const PAGE = ['request:maintenance:own', 'write:work-orders:any'] as const;
/** Who writes to a work order, and which of its rows they reach. */
const ANY_PART = { access: ACT, rowScope: 'own-work-order' } as const;
const ASSIGNED = {
  access: ['write:work-orders:any', 'work:work-orders:assigned'],
  rowScope: 'assigned-work-order',
} as const;
const OWNER = { access: 'approve:work-orders:own', rowScope: 'owned-work-order' } as const;
const REQUESTER = { access: 'request:maintenance:own', rowScope: 'requested-work-order' } as const;

type WorkOrderWriter<B> = (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: B,
) => Promise<WorkOrderDetail>;

const detail = { 200: WorkOrderDetailSchema };
const created = { 201: WorkOrderDetailSchema };
const MEDIA_MB = MAX_MEDIA_BYTES.video / (1024 * 1024);

/** Maintenance: residents' requests, work orders for every role, files, and the owner's link. */
export function maintenanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/work-orders/media',
    {
      config: { access: UPLOAD },
      schema: { response: { 201: WorkOrderMediaSchema } },
    },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, reply, {
        maxBytes: MAX_MEDIA_BYTES.video,
        noun: 'photo or video',
        tooLarge: `The file is larger than ${MEDIA_MB} MB. Choose a shorter video or a photo.`,
      });
      if (!upload) return reply;
      const row = await storeUpload(ctx.db, ctx.files, actorOf(request).id, upload.bytes);
      return reply.code(201).send(await toMedia(ctx.signingKey, row));
    },
  );

  // Public, but only through a signed, expiring link that the work order's readers were given.
  r.get(
    '/api/work-orders/media/:id',
    {
      config: { access: 'public' },
      schema: {
        params: MediaParamsSchema,
        querystring: z.object({
          t: z.string().max(2000),
          w: z.coerce.number().int().min(1).max(10_000).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!(await verifyMediaLink(ctx.signingKey, request.params.id, request.query.t))) {
        throw new AppError('forbidden', 'This link to the file has expired. Reload the page.');
      }
      const file = await findMediaFile(ctx.db, ctx.files, request.params.id, request.query.w);
      return sendStoredFile(reply, file, 'private, max-age=3600');
    },
  );

  r.get(
    '/api/maintenance/:uid',
    {
      config: { access: PAGE, rowScope: 'own-maintenance' },
      schema: { params: UidParamsSchema, response: { 200: MaintenancePageSchema } },
    },
    async (request) => readMaintenancePage(ctx.db, actorOf(request), request.params.uid),
  );

  r.post(
    '/api/maintenance/:uid/requests',
    {
      config: { access: PAGE, rowScope: 'own-maintenance' },
      schema: { params: UidParamsSchema, body: NewRequestSchema, response: created },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await fileRequest(ctx, actorOf(request), request.params.uid, request.body)),
  );

  r.get(
    '/api/work-orders',
    {
      config: { access: READ, rowScope: 'own-work-order' },
      schema: { querystring: WorkOrderListQuerySchema, response: { 200: WorkOrderListSchema } },
    },
    async (request) => listWorkOrders(ctx.db, actorOf(request), request.query),
  );

  r.get(
    '/api/work-orders/:id',
    {
      config: { access: READ, rowScope: 'own-work-order' },
      schema: { params: IdParamsSchema, response: detail },
    },
    async (request) => readWorkOrder(ctx, actorOf(request), request.params.id),
  );

  /**
   * A write on one work order: the service gets the actor, the id and the body, and answers the
   * work order (201 where the write adds a comment, a cost or a bill).
   */
  const workOrderWrite = <B extends z.ZodType>(
    what: string,
    config: FastifyContextConfig,
    body: B,
    response: typeof detail | typeof created,
    write: WorkOrderWriter<z.infer<B>>,
  ) =>
    r.post(
      `/api/work-orders/:id/${what}`,
      { config, schema: { params: IdParamsSchema, body, response } },
      async (request, reply) => {
        const input = request.body as z.infer<B>;
        const order = await write(ctx, actorOf(request), request.params.id, input);
        return reply.code(201 in response ? 201 : 200).send(order);
      },
    );

  workOrderWrite('actions', ANY_PART, WorkOrderActionSchema, detail, takeAction);
  workOrderWrite('comments', ANY_PART, CommentBodySchema, created, addComment);
  workOrderWrite('costs', ASSIGNED, CostBodySchema, created, addCost);

  r.delete(
    '/api/work-orders/:id/costs/:costId',
    {
      config: ASSIGNED,
      schema: { params: WorkOrderCostParamsSchema, response: detail },
    },
    async (request) => removeCost(ctx, actorOf(request), request.params.id, request.params.costId),
  );

  workOrderWrite('approval', OWNER, ApprovalDecisionSchema, detail, decideInPortal);
  workOrderWrite('rating', REQUESTER, RatingBodySchema, detail, rateWork);
  workOrderWrite(
    'bill',
    { access: 'write:work-orders:any' },
    BillBodySchema,
    created,
    billResident,
  );

  r.get(
    '/api/work-order-approvals/:token',
    {
      config: { access: 'public' },
      schema: { params: TokenParamsSchema, response: { 200: ApprovalLinkSchema } },
    },
    async (request) => readApprovalLink(ctx.db, request.params.token),
  );

  r.post(
    '/api/work-order-approvals/:token',
    {
      config: { access: 'public' },
      schema: actOnRecord(TokenParamsSchema, ApprovalDecisionSchema, ApprovalLinkSchema),
    },
    async (request) => decideByLink(ctx, request.params.token, request.body),
  );

  r.get(
    '/api/technicians',
    {
      config: { access: 'write:work-orders:any' },
      schema: {
        response: {
          200: z.object({
            technicians: z.array(
              z.object({
                id: z.uuid(),
                name: z.string(),
                vendorName: z.string().nullable(),
                insuranceExpired: z.boolean(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ technicians: await listTechnicians(ctx.db) }),
  );
}
