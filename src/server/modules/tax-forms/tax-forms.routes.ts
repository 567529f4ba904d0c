import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TaxIdRevealSchema } from '../../../shared/schemas/bills';
import {
  OwnerTaxProfileInputSchema,
  OwnerTaxProfileListSchema,
  OwnerTaxProfileSchema,
  TaxFormPdfParamsSchema,
  TaxFormReviewSchema,
  TaxYearParamsSchema,
} from '../../../shared/schemas/tax-forms';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { readSiteSettings } from '../../lib/site-settings';
import { taxFormPdf } from './tax-form-pdf';
import { taxFormsCsv } from './tax-forms-csv';
import {
  listOwnerTaxProfiles,
  revealOwnerTaxId,
  saveOwnerTaxProfile,
  taxFormRecipient,
  taxFormReview,
} from './tax-forms.service';

/** The office's alone: a landlord reads no 1099 here, their own included (403). */
const READ = { access: 'read:tax-forms:any' } as const;
const PROFILES = { access: 'manage:tax-profiles:any' } as const;

/** Year-end 1099s and owners' tax profiles (docs/accounting.md, "Year-end 1099s"). */
export function taxFormsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tax-forms/:year',
    {
      config: READ,
      schema: { params: TaxYearParamsSchema, response: { 200: TaxFormReviewSchema } },
    },
    async (request) => taxFormReview(ctx.db, request.params.year),
  );
  r.get(
    '/api/tax-forms/:year/csv',
    { config: READ, schema: { params: TaxYearParamsSchema } },
    async (request, reply) => {
      const { year } = request.params;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="1099s-${year}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(taxFormsCsv(await taxFormReview(ctx.db, year)));
    },
  );
  r.get(
    '/api/tax-forms/:year/recipients/:kind/:id/pdf',
    { config: READ, schema: { params: TaxFormPdfParamsSchema } },
    async (request, reply) => {
      const { year, kind, id } = request.params;
      const recipient = await taxFormRecipient(ctx.db, year, kind, id);
      const pdf = await taxFormPdf(recipient, year, await readSiteSettings(ctx.db));
      const slug = recipient.name
        .normalize('NFKD')
        .replace(/[^\w\s-]/g, '')
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, '-');
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="1099-${kind}-${year}-${slug || 'recipient'}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/api/owner-tax-profiles',
    { config: PROFILES, schema: { response: { 200: OwnerTaxProfileListSchema } } },
    async () => listOwnerTaxProfiles(ctx.db),
  );
  r.put(
    '/api/owner-tax-profiles/:id',
    {
      config: PROFILES,
      schema: {
        params: IdParamsSchema,
        body: OwnerTaxProfileInputSchema,
        response: { 200: OwnerTaxProfileSchema },
      },
    },
    async (request) =>
      saveOwnerTaxProfile(ctx, actorOf(request), request.params.id, request.body, new Date()),
  );
  // A POST: every reveal is written to the audit log.
  r.post(
    '/api/owner-tax-profiles/:id/tax-id/reveal',
    {
      config: PROFILES,
      schema: { params: IdParamsSchema, response: { 200: TaxIdRevealSchema } },
    },
    async (request) => revealOwnerTaxId(ctx, actorOf(request), request.params.id),
  );
}
