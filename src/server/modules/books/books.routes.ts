import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountPatchSchema,
  BooksAccountListSchema,
  BooksMonthListSchema,
  FeeTransferResultSchema,
  FeeTransferSchema,
  FeesInTrustSchema,
  ManualEntryResultSchema,
  ManualEntrySchema,
  MonthParamsSchema,
  NewAccountSchema,
} from '../../../shared/schemas/books';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import {
  addAccount,
  changeAccount,
  closeBooksMonth,
  listAccounts,
  listFeesInTrust,
  listMonths,
  postManualEntry,
  transferFees,
} from './books.service';

const config = { access: 'manage:books:any' } as const;

/** The books screen: month close, fees earned in trust, the chart of accounts, manual entries. */
export function booksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/accounting/months',
    { config, schema: { response: { 200: BooksMonthListSchema } } },
    async () => listMonths(ctx.db, new Date()),
  );

  typed.post(
    '/api/accounting/months/:month/close',
    { config, schema: { params: MonthParamsSchema } },
    async (request) => closeBooksMonth(ctx.db, actorOf(request), request.params.month, new Date()),
  );

  typed.get(
    '/api/accounting/fees-in-trust',
    { config, schema: { response: { 200: FeesInTrustSchema } } },
    async () => listFeesInTrust(ctx.db),
  );

  typed.post(
    '/api/accounting/fee-transfers',
    { config, schema: { body: FeeTransferSchema, response: { 200: FeeTransferResultSchema } } },
    async (request) =>
      transferFees(ctx.db, actorOf(request), request.body.idempotencyKey, new Date()),
  );

  typed.get(
    '/api/accounting/accounts',
    { config, schema: { response: { 200: BooksAccountListSchema } } },
    async () => listAccounts(ctx.db),
  );

  typed.post(
    '/api/accounting/accounts',
    { config, schema: { body: NewAccountSchema } },
    async (request, reply) =>
      reply.code(201).send(await addAccount(ctx.db, actorOf(request), request.body)),
  );

  typed.patch(
    '/api/accounting/accounts/:id',
    { config, schema: { params: IdParamsSchema, body: AccountPatchSchema } },
    async (request) => changeAccount(ctx.db, actorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/api/accounting/journal-entries',
    { config, schema: { body: ManualEntrySchema, response: { 201: ManualEntryResultSchema } } },
    async (request, reply) =>
      reply.code(201).send(await postManualEntry(ctx.db, actorOf(request), request.body)),
  );
}
