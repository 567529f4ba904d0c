import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillInputSchema,
  BillListQuerySchema,
  BillListSchema,
  BillOptionsSchema,
  BillSchema,
  CheckBatchSchema,
  CheckListSchema,
  OwnerDecisionSchema,
  PayByCheckSchema,
  PropertyReserveSchema,
  RecurringBillInputSchema,
  RecurringBillListSchema,
  TaxIdRevealSchema,
  VendorCheckSchema,
  VendorInputSchema,
  VendorListSchema,
  VendorSchema,
} from '../../../shared/schemas/bills';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { readSiteSettings } from '../../lib/site-settings';
import { readSingleFileUpload } from '../../lib/single-file-upload';
import { sendStoredFile } from '../../lib/stored-file';
import { MAX_BILL_FILE_BYTES, openBillFile, storeBillFile } from './bill-file';
import { approveBill, askOwner, ownerDecides } from './bill-approval';
import { billOptions, setPropertyReserve } from './bill-options';
import { readBill, readBills } from './bill-read';
import { createBill, updateBill, voidBill } from './bill-writes';
import { checksPdf } from './check-pdf';
import { batchChecks, listChecks, payByCheck, readBatch, voidCheck } from './checks.service';
import { addRecurringBill, listRecurringBills } from './recurring-bills';
import {
  createVendor,
  listVendors,
  readVendor,
  revealTaxId,
  updateVendor,
} from './vendors.service';

const VENDORS = { access: 'manage:vendors:any' } as const;
const BILLS = { access: 'manage:bills:any' } as const;
/** The office reads every bill; an owner the bills of their own properties. */
const READ_BILLS = {
  access: ['manage:bills:any', 'read:bills:own'],
  rowScope: 'own-bill',
} as const;

/** Vendors, bills, paying them by check (docs/accounting.md, "Vendors and bills"). */
export function billsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/vendors',
    { config: VENDORS, schema: { response: { 200: VendorListSchema } } },
    async () => listVendors(ctx.db, new Date()),
  );
  r.post(
    '/api/vendors',
    { config: VENDORS, schema: { body: VendorInputSchema, response: { 201: VendorSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createVendor(ctx, actorOf(request), request.body, new Date())),
  );
  r.get(
    '/api/vendors/:id',
    { config: VENDORS, schema: { params: IdParamsSchema, response: { 200: VendorSchema } } },
    async (request) => readVendor(ctx.db, request.params.id, new Date()),
  );
  r.put(
    '/api/vendors/:id',
    {
      config: VENDORS,
      schema: { params: IdParamsSchema, body: VendorInputSchema, response: { 200: VendorSchema } },
    },
    async (request) =>
      updateVendor(ctx, actorOf(request), request.params.id, request.body, new Date()),
  );
  // A POST: every reveal is written to the audit log.
  r.post(
    '/api/vendors/:id/tax-id/reveal',
    { config: VENDORS, schema: { params: IdParamsSchema, response: { 200: TaxIdRevealSchema } } },
    async (request) => revealTaxId(ctx, actorOf(request), request.params.id),
  );

  r.get(
    '/api/bills',
    {
      config: READ_BILLS,
      schema: { querystring: BillListQuerySchema, response: { 200: BillListSchema } },
    },
    async (request) => ({
      items: await readBills(ctx.db, actorOf(request), request.query, new Date()),
    }),
  );
  r.get(
    '/api/bill-options',
    { config: BILLS, schema: { response: { 200: BillOptionsSchema } } },
    async () => billOptions(ctx.db),
  );
  r.post(
    '/api/bills',
    { config: BILLS, schema: { body: BillInputSchema, response: { 201: BillSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createBill(ctx, actorOf(request), request.body, new Date())),
  );
  r.get(
    '/api/bills/:id',
    { config: READ_BILLS, schema: { params: IdParamsSchema, response: { 200: BillSchema } } },
    async (request) => readBill(ctx.db, actorOf(request), request.params.id, new Date()),
  );
  r.put(
    '/api/bills/:id',
    {
      config: BILLS,
      schema: { params: IdParamsSchema, body: BillInputSchema, response: { 200: BillSchema } },
    },
    async (request) =>
      updateBill(ctx, actorOf(request), request.params.id, request.body, new Date()),
  );
  r.post(
    '/api/bills/:id/file',
    { config: BILLS, schema: { params: IdParamsSchema, response: { 200: BillSchema } } },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, reply, {
        maxBytes: MAX_BILL_FILE_BYTES,
        noun: 'invoice file',
        tooLarge: 'The file is larger than 15 MB. Choose a smaller one.',
      });
      if (!upload) return reply;
      const actor = actorOf(request);
      await storeBillFile(ctx, actor, request.params.id, upload, new Date());
      return readBill(ctx.db, actor, request.params.id, new Date());
    },
  );
  r.get(
    '/api/bills/:id/file',
    { config: READ_BILLS, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { file, name } = await openBillFile(ctx, actorOf(request), request.params.id);
      return sendStoredFile(reply, file, 'private, no-store', name);
    },
  );
  r.post(
    '/api/bills/:id/approve',
    { config: BILLS, schema: { params: IdParamsSchema, response: { 200: BillSchema } } },
    async (request) => approveBill(ctx, actorOf(request), request.params.id, new Date()),
  );
  r.post(
    '/api/bills/:id/void',
    { config: BILLS, schema: { params: IdParamsSchema, response: { 200: BillSchema } } },
    async (request) => voidBill(ctx, actorOf(request), request.params.id, new Date()),
  );
  r.post(
    '/api/bills/:id/ask-owner',
    { config: BILLS, schema: { params: IdParamsSchema, response: { 200: BillSchema } } },
    async (request) => askOwner(ctx, actorOf(request), request.params.id, new Date()),
  );
  r.post(
    '/api/bills/:id/owner-approval',
    {
      config: { access: 'approve:work-orders:own', rowScope: 'own-bill' },
      schema: { params: IdParamsSchema, body: OwnerDecisionSchema, response: { 200: BillSchema } },
    },
    async (request) =>
      ownerDecides(ctx, actorOf(request), request.params.id, request.body, new Date()),
  );

  r.post(
    '/api/bill-payments/checks',
    { config: BILLS, schema: { body: PayByCheckSchema, response: { 200: CheckBatchSchema } } },
    async (request) =>
      payByCheck(
        ctx,
        actorOf(request),
        request.body.billIds,
        request.body.idempotencyKey,
        new Date(),
      ),
  );
  r.get(
    '/api/checks',
    { config: BILLS, schema: { response: { 200: CheckListSchema } } },
    async () => listChecks(ctx.db),
  );
  r.get(
    '/api/check-batches/:id',
    { config: BILLS, schema: { params: IdParamsSchema, response: { 200: CheckBatchSchema } } },
    async (request) => readBatch(ctx.db, request.params.id),
  );
  r.get(
    '/api/check-batches/:id/pdf',
    { config: BILLS, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const checks = await batchChecks(ctx.db, request.params.id);
      const pdf = await checksPdf(checks, await readSiteSettings(ctx.db));
      const first = checks[0]!.number;
      const last = checks[checks.length - 1]!.number;
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="checks-${first}${last !== first ? `-${last}` : ''}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
  r.post(
    '/api/checks/:id/void',
    { config: BILLS, schema: { params: IdParamsSchema, response: { 200: VendorCheckSchema } } },
    async (request) => voidCheck(ctx, actorOf(request), request.params.id, new Date()),
  );

  r.put(
    '/api/properties/:id/reserve',
    { config: BILLS, schema: { params: IdParamsSchema, body: PropertyReserveSchema } },
    async (request) =>
      setPropertyReserve(ctx, actorOf(request), request.params.id, request.body.reserveCents),
  );
  r.get(
    '/api/recurring-bills',
    { config: BILLS, schema: { response: { 200: RecurringBillListSchema } } },
    async () => listRecurringBills(ctx),
  );
  r.post(
    '/api/recurring-bills',
    { config: BILLS, schema: { body: RecurringBillInputSchema } },
    async (request, reply) =>
      reply.code(201).send(await addRecurringBill(ctx, actorOf(request), request.body)),
  );
}
