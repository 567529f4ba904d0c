import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import {
  AgedReceivablesQuerySchema,
  DepositRegisterQuerySchema,
  IncomeStatementQuerySchema,
  OwnerLedgerQuerySchema,
  OwnerParamsSchema,
  ReportOwnersSchema,
  ReportTableSchema,
  TrialBalanceQuerySchema,
  type ReportTable,
} from '../../../shared/schemas/reports';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/tables';
import { actorOf, type Actor } from '../../lib/actor';
import { notFound, validationError } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';
import { readSiteSettings } from '../../lib/site-settings';
import { agedReceivablesReport } from './aged-receivables';
import { depositRegisterReport } from './deposit-register';
import { incomeStatementReport } from './income-statement';
import { ownerLedgerReport } from './owner-ledger';
import { reportCsv, reportFileName } from './report-csv';
import { reportPdf } from './report-pdf';
import { trialBalanceReport } from './trial-balance';

/** The office's reports: the whole company's books. */
const companyConfig = { access: 'read:reports:any' } as const;
/** An owner's reports: their own, or any owner's for the office. */
const ownerConfig = {
  access: ['read:reports:any', 'read:reports:own'],
  rowScope: 'own-owner-report',
} as const;

/** The owner the actor may read a report of, or 404 (another owner's is not theirs to know). */
async function readableOwner(db: Db, actor: Actor, ownerId: string) {
  if (!can(actor.role, 'read:reports:any') && ownerId !== actor.id) throw notFound('That owner');
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) throw notFound('That owner');
  return owner;
}

/** The months a range report covers: both default to this month; `from` may not follow `to`. */
async function monthRange(db: Db, query: { from?: string; to?: string }) {
  const to = query.to ?? (await companyToday(db, new Date())).slice(0, 7);
  const from = query.from ?? to;
  if (from > to) throw validationError({ from: 'The first month comes after the last.' });
  return { from, to };
}

type Format = 'json' | 'csv' | 'pdf';

async function send(
  db: Db,
  reply: FastifyReply,
  format: Format,
  table: ReportTable,
  covers: string,
): Promise<ReportTable | FastifyReply> {
  if (format === 'json') return table;
  if (format === 'csv') {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${reportFileName(table, covers, 'csv')}"`,
      )
      .send(reportCsv(table));
  }
  const pdf = await reportPdf(table, await readSiteSettings(db));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${reportFileName(table, covers, 'pdf')}"`)
    .send(Buffer.from(pdf));
}

const FORMATS: { suffix: string; format: Format }[] = [
  { suffix: '', format: 'json' },
  { suffix: '/csv', format: 'csv' },
  { suffix: '/pdf', format: 'pdf' },
];

/**
 * Accounting reports read from the books (docs/accounting.md, "Reports"), each as JSON (a table),
 * CSV and PDF: /api/reports/<report>[/csv|/pdf].
 */
export function reportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;
  const thisMonth = async () => (await companyToday(db, new Date())).slice(0, 7);

  typed.get(
    '/api/reports/owners',
    { config: ownerConfig, schema: { response: { 200: ReportOwnersSchema } } },
    async (request) => {
      const actor = actorOf(request);
      if (!can(actor.role, 'read:reports:any'))
        return { owners: [{ id: actor.id, name: actor.name }] };
      const owners = await db
        .selectDistinct({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(properties, eq(properties.ownerId, users.id))
        .orderBy(users.name, users.id);
      return { owners };
    },
  );

  for (const { suffix, format } of FORMATS) {
    const response = format === 'json' ? { response: { 200: ReportTableSchema } } : {};

    typed.get(
      `/api/reports/trial-balance${suffix}`,
      { config: companyConfig, schema: { querystring: TrialBalanceQuerySchema, ...response } },
      async (request, reply) => {
        const asOf = request.query.asOf ?? (await thisMonth());
        return send(db, reply, format, await trialBalanceReport(db, asOf), asOf);
      },
    );

    typed.get(
      `/api/reports/aged-receivables${suffix}`,
      { config: companyConfig, schema: { querystring: AgedReceivablesQuerySchema, ...response } },
      async (request, reply) => {
        const asOf = request.query.asOf ?? (await companyToday(db, new Date()));
        const table = await agedReceivablesReport(db, { ...request.query, asOf });
        return send(db, reply, format, table, asOf);
      },
    );

    typed.get(
      `/api/reports/deposit-register${suffix}`,
      { config: companyConfig, schema: { querystring: DepositRegisterQuerySchema, ...response } },
      async (request, reply) => {
        const asOf = request.query.asOf ?? (await thisMonth());
        const table = await depositRegisterReport(db, { ...request.query, asOf });
        return send(db, reply, format, table, asOf);
      },
    );

    typed.get(
      `/api/reports/income-statement${suffix}`,
      {
        config: companyConfig,
        schema: { querystring: IncomeStatementQuerySchema, ...response },
      },
      async (request, reply) => {
        const { from, to } = await monthRange(db, request.query);
        const table = await incomeStatementReport(db, { ...request.query, from, to });
        return send(db, reply, format, table, from === to ? from : `${from}-to-${to}`);
      },
    );

    typed.get(
      `/api/reports/owners/:ownerId/income-statement${suffix}`,
      {
        config: ownerConfig,
        schema: { params: OwnerParamsSchema, querystring: IncomeStatementQuerySchema, ...response },
      },
      async (request, reply) => {
        const owner = await readableOwner(db, actorOf(request), request.params.ownerId);
        const { from, to } = await monthRange(db, request.query);
        const table = await incomeStatementReport(db, {
          ...request.query,
          from,
          to,
          ownerId: owner.id,
          ownerName: owner.name,
        });
        return send(db, reply, format, table, from === to ? from : `${from}-to-${to}`);
      },
    );

    typed.get(
      `/api/reports/owners/:ownerId/ledger${suffix}`,
      {
        config: ownerConfig,
        schema: { params: OwnerParamsSchema, querystring: OwnerLedgerQuerySchema, ...response },
      },
      async (request, reply) => {
        const owner = await readableOwner(db, actorOf(request), request.params.ownerId);
        const { from, to } = await monthRange(db, request.query);
        const table = await ownerLedgerReport(db, {
          ownerId: owner.id,
          ownerName: owner.name,
          from,
          to,
        });
        return send(db, reply, format, table, from === to ? from : `${from}-to-${to}`);
      },
    );
  }
}
