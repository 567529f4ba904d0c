import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BankAccountParamsSchema,
  BankAccountSummarySchema,
  CreateEntryBodySchema,
  EndingBalanceBodySchema,
  HeadersBodySchema,
  ImportBodySchema,
  MatchBodySchema,
  MonthParamsSchema,
  ReconciliationSchema,
  SignBodySchema,
  StatementLineParamsSchema,
} from '../../../shared/schemas/banking';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { fieldError } from '../../lib/app-error';
import { readSiteSettings } from '../../lib/site-settings';
import { listBankAccounts } from './bank-accounts-read';
import { findBankAccount } from './bank-account';
import { csvHeaders } from './csv-mapping';
import { createEntryForLine, matchLines, unmatchLine } from './matching';
import { StatementFileError } from './parsed-line';
import { reconcile, setEndingBalance, signReconciliation } from './reconciliation';
import { reconciliationCsv } from './reconciliation-csv';
import { reconciliationPdf } from './reconciliation-pdf';
import { importStatement } from './statement-import';

const config = { access: 'write:banking:any' } as const;

const fileName = (last4: string, month: string, extension: string) =>
  `reconciliation-${month}-${last4}.${extension}`;

/** Bank statements, matching and the monthly reconciliation: the office's, admins only. */
export function bankingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/banking/accounts',
    { config, schema: { response: { 200: z.array(BankAccountSummarySchema) } } },
    async () => listBankAccounts(ctx.db, new Date()),
  );

  typed.post(
    '/api/banking/accounts/:id/csv-headers',
    { config, schema: { params: BankAccountParamsSchema, body: HeadersBodySchema } },
    async (request) => {
      const account = await findBankAccount(ctx.db, request.params.id);
      try {
        return { headers: csvHeaders(request.body.content), mapping: account.statementCsvMapping };
      } catch (err) {
        if (err instanceof StatementFileError) throw fieldError(err.field, err.message);
        throw err;
      }
    },
  );

  typed.post(
    '/api/banking/accounts/:id/imports',
    { config, schema: { params: BankAccountParamsSchema, body: ImportBodySchema } },
    async (request) => importStatement(ctx.db, actorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/api/banking/accounts/:id/matches',
    { config, schema: { params: BankAccountParamsSchema, body: MatchBodySchema } },
    async (request, reply) => {
      await matchLines(ctx.db, actorOf(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  typed.delete(
    '/api/banking/accounts/:id/matches/:statementLineId',
    { config, schema: { params: StatementLineParamsSchema } },
    async (request, reply) => {
      await unmatchLine(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.params.statementLineId,
      );
      return reply.status(204).send();
    },
  );

  typed.post(
    '/api/banking/accounts/:id/entries',
    { config, schema: { params: BankAccountParamsSchema, body: CreateEntryBodySchema } },
    async (request) =>
      createEntryForLine(ctx.db, actorOf(request), request.params.id, request.body),
  );

  typed.get(
    '/api/banking/accounts/:id/reconciliations/:month',
    { config, schema: { params: MonthParamsSchema, response: { 200: ReconciliationSchema } } },
    async (request) => reconcile(ctx.db, request.params.id, request.params.month),
  );

  typed.put(
    '/api/banking/accounts/:id/reconciliations/:month/ending-balance',
    {
      config,
      schema: {
        params: MonthParamsSchema,
        body: EndingBalanceBodySchema,
        response: { 200: ReconciliationSchema },
      },
    },
    async (request) => {
      const { id, month } = request.params;
      await setEndingBalance(ctx.db, actorOf(request), id, month, request.body.cents);
      return reconcile(ctx.db, id, month);
    },
  );

  typed.post(
    '/api/banking/accounts/:id/reconciliations/:month/sign',
    {
      config,
      schema: {
        params: MonthParamsSchema,
        body: SignBodySchema,
        response: { 200: ReconciliationSchema },
      },
    },
    async (request) => {
      const { id, month } = request.params;
      return signReconciliation(
        ctx.db,
        actorOf(request),
        id,
        month,
        request.body.explanation,
        new Date(),
      );
    },
  );

  typed.get(
    '/api/banking/accounts/:id/reconciliations/:month/pdf',
    { config, schema: { params: MonthParamsSchema } },
    async (request, reply) => {
      const figures = await reconcile(ctx.db, request.params.id, request.params.month);
      const pdf = await reconciliationPdf(figures, await readSiteSettings(ctx.db));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(figures.bankAccount.last4, figures.month, 'pdf')}"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  typed.get(
    '/api/banking/accounts/:id/reconciliations/:month/csv',
    { config, schema: { params: MonthParamsSchema } },
    async (request, reply) => {
      const figures = await reconcile(ctx.db, request.params.id, request.params.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(figures.bankAccount.last4, figures.month, 'csv')}"`,
        )
        .send(reconciliationCsv(figures));
    },
  );
}
