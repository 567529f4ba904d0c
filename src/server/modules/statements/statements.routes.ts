import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  MonthToDateQuerySchema,
  StatementListQuerySchema,
  StatementListSchema,
  StatementSchema,
} from '../../../shared/schemas/statements';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { readSiteSettings } from '../../lib/site-settings';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { listStatements, monthToDate, readStatement } from './statements-read';

const config = {
  access: ['read:statements:any', 'read:statements:own'],
  rowScope: 'own-statement',
} as const;

/** "statement-2026-10-ana-lopez": the month first, so a folder of them sorts by month. */
function fileName(period: string, owner: string, extension: string): string {
  const slug = owner
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `statement-${period}${slug ? `-${slug}` : ''}.${extension}`;
}

/** Owner statements: the list, the month so far, one statement, and its PDF and CSV. */
export function statementsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/statements',
    {
      config,
      schema: { querystring: StatementListQuerySchema, response: { 200: StatementListSchema } },
    },
    async (request) => listStatements(ctx.db, actorOf(request), request.query),
  );

  typed.get(
    '/api/statements/month-to-date',
    {
      config,
      schema: { querystring: MonthToDateQuerySchema, response: { 200: StatementSchema } },
    },
    async (request) => monthToDate(ctx.db, actorOf(request), request.query.ownerId, new Date()),
  );

  typed.get(
    '/api/statements/:id',
    { config, schema: { params: IdParamsSchema, response: { 200: StatementSchema } } },
    async (request) => readStatement(ctx.db, actorOf(request), request.params.id),
  );

  typed.get(
    '/api/statements/:id/pdf',
    { config, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const statement = await readStatement(ctx.db, actorOf(request), request.params.id);
      const pdf = await statementPdf(statement, await readSiteSettings(ctx.db));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(statement.period, statement.ownerName, 'pdf')}"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  typed.get(
    '/api/statements/:id/csv',
    { config, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const statement = await readStatement(ctx.db, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(statement.period, statement.ownerName, 'csv')}"`,
        )
        .send(statementCsv(statement));
    },
  );
}
