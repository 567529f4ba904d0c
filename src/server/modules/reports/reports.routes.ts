import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import {
  AgedReceivablesQuerySchema,
  BalanceSheetQuerySchema,
  DepositRegisterQuerySchema,
  GENERAL_LEDGER_MAX_MONTHS,
  GeneralLedgerQuerySchema,
  IncomeStatementQuerySchema,
  OwnerLedgerQuerySchema,
  OwnerParamsSchema,
  OwnerTrustBalanceSheetQuerySchema,
  RentRollQuerySchema,
  ReportAccountsSchema,
  ReportOwnersSchema,
  ReportPropertiesSchema,
  ReportTableSchema,
  TrialBalanceQuerySchema,
  TrustBalanceSheetQuerySchema,
  type ReportTable,
} from '../../../shared/schemas/reports';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, properties, users } from '../../db/tables';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';
import { readSiteSettings } from '../../lib/site-settings';
import { agedReceivablesReport } from './aged-receivables';
import { balanceSheetReport } from './balance-sheet';
import { depositRegisterReport } from './deposit-register';
import { generalLedgerReport } from './general-ledger';
import { incomeStatementReport } from './income-statement';
import { ownerLedgerReport } from './owner-ledger';
import { rentRollReport } from './rent-roll';
import { reportCsv, reportFileName } from './report-csv';
import {
  monthRange,
  ownerFilter,
  readableOwner,
  readableProperty,
  reportAccount,
} from './report-filters';
import { reportPdf } from './report-pdf';
import { trialBalanceReport } from './trial-balance';
import { trustBalanceSheetReport } from './trust-balance-sheet';

/** The office's reports: the whole company's books. */
const companyConfig = { access: 'read:reports:any' } as const;
/** An owner's reports: their own, or any owner's for the office. */
const ownerConfig = {
  access: ['read:reports:any', 'read:reports:own'],
  rowScope: 'own-owner-report',
} as const;

/** A report of properties: the office's every one, an owner's own (the service scopes them). */
const propertyConfig = {
  access: ['read:reports:any', 'read:reports:own'],
  rowScope: 'own-property',
} as const;
/**
 * Its CSV and PDF: scoped by the same service, but they name properties, not their ids, so the
 * authorization matrix (which looks for ids) cannot see whose rows they hold; the route test
 * reads their property names instead.
 */
const propertyFileConfig = { access: propertyConfig.access } as const;

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
  const today = () => companyToday(db, new Date());
  const covering = (from: string, to: string) => (from === to ? from : `${from}-to-${to}`);

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

  typed.get(
    '/api/reports/properties',
    { config: propertyConfig, schema: { response: { 200: ReportPropertiesSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const mine = !can(actor.role, 'read:reports:any');
      const list = await db
        .select({ id: properties.id, name: properties.name, ownerId: properties.ownerId })
        .from(properties)
        .where(mine ? eq(properties.ownerId, actor.id) : undefined)
        .orderBy(asc(properties.name), asc(properties.id));
      return { properties: list };
    },
  );

  typed.get(
    '/api/reports/accounts',
    { config: companyConfig, schema: { response: { 200: ReportAccountsSchema } } },
    async () => ({
      accounts: await db
        .select({
          id: accounts.id,
          code: accounts.code,
          name: accounts.name,
          nameEs: accounts.nameEs,
        })
        .from(accounts)
        .orderBy(asc(accounts.code)),
    }),
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
        const asOf = request.query.asOf ?? (await today());
        const table = await agedReceivablesReport(db, {
          asOf,
          propertyId: await readableProperty(db, actorOf(request), request.query.propertyId),
          ownerId: await ownerFilter(db, request.query.ownerId),
        });
        return send(db, reply, format, table, asOf);
      },
    );

    typed.get(
      `/api/reports/deposit-register${suffix}`,
      { config: companyConfig, schema: { querystring: DepositRegisterQuerySchema, ...response } },
      async (request, reply) => {
        const asOf = request.query.asOf ?? (await thisMonth());
        const table = await depositRegisterReport(db, {
          asOf,
          propertyId: await readableProperty(db, actorOf(request), request.query.propertyId),
        });
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
        const propertyId = await readableProperty(db, actorOf(request), request.query.propertyId);
        const table = await incomeStatementReport(db, { from, to, propertyId });
        return send(db, reply, format, table, covering(from, to));
      },
    );

    typed.get(
      `/api/reports/owners/:ownerId/income-statement${suffix}`,
      {
        config: ownerConfig,
        schema: { params: OwnerParamsSchema, querystring: IncomeStatementQuerySchema, ...response },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const owner = await readableOwner(db, actor, request.params.ownerId);
        const { from, to } = await monthRange(db, request.query);
        const table = await incomeStatementReport(db, {
          from,
          to,
          propertyId: await readableProperty(db, actor, request.query.propertyId),
          ownerId: owner.id,
          ownerName: owner.name,
        });
        return send(db, reply, format, table, covering(from, to));
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
        return send(db, reply, format, table, covering(from, to));
      },
    );

    typed.get(
      `/api/reports/general-ledger${suffix}`,
      { config: companyConfig, schema: { querystring: GeneralLedgerQuerySchema, ...response } },
      async (request, reply) => {
        const account = await reportAccount(db, request.query.accountId);
        const { from, to } = await monthRange(db, request.query, GENERAL_LEDGER_MAX_MONTHS);
        const propertyId = await readableProperty(db, actorOf(request), request.query.propertyId);
        const table = await generalLedgerReport(db, { account, from, to, propertyId });
        return send(db, reply, format, table, `${account.code}-${covering(from, to)}`);
      },
    );

    typed.get(
      `/api/reports/balance-sheet${suffix}`,
      { config: companyConfig, schema: { querystring: BalanceSheetQuerySchema, ...response } },
      async (request, reply) => {
        const asOf = request.query.asOf ?? (await thisMonth());
        return send(db, reply, format, await balanceSheetReport(db, asOf), asOf);
      },
    );

    typed.get(
      `/api/reports/trust-balance-sheet${suffix}`,
      {
        config: companyConfig,
        schema: { querystring: TrustBalanceSheetQuerySchema, ...response },
      },
      async (request, reply) => {
        const asOf = request.query.asOf ?? (await thisMonth());
        const table = await trustBalanceSheetReport(db, {
          asOf,
          propertyId: await readableProperty(db, actorOf(request), request.query.propertyId),
          ownerId: await ownerFilter(db, request.query.ownerId),
        });
        return send(db, reply, format, table, asOf);
      },
    );

    typed.get(
      `/api/reports/owners/:ownerId/trust-balance-sheet${suffix}`,
      {
        config: ownerConfig,
        schema: {
          params: OwnerParamsSchema,
          querystring: OwnerTrustBalanceSheetQuerySchema,
          ...response,
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const owner = await readableOwner(db, actor, request.params.ownerId);
        const asOf = request.query.asOf ?? (await thisMonth());
        const table = await trustBalanceSheetReport(db, {
          asOf,
          propertyId: await readableProperty(db, actor, request.query.propertyId),
          ownerId: owner.id,
          ownerName: owner.name,
        });
        return send(db, reply, format, table, asOf);
      },
    );

    typed.get(
      `/api/reports/rent-roll${suffix}`,
      {
        config: format === 'json' ? propertyConfig : propertyFileConfig,
        schema: { querystring: RentRollQuerySchema, ...response },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const asOf = request.query.asOf ?? (await today());
        const propertyId = await readableProperty(db, actor, request.query.propertyId);
        // An owner's rent roll is of their own properties, whatever the query says.
        let ownerId: string | undefined = actor.id;
        if (can(actor.role, 'read:reports:any'))
          ownerId = await ownerFilter(db, request.query.ownerId);
        else if ((request.query.ownerId ?? actor.id) !== actor.id) throw notFound('That owner');
        const table = await rentRollReport(db, { asOf, propertyId, ownerId });
        return send(db, reply, format, table, asOf);
      },
    );
  }
}
