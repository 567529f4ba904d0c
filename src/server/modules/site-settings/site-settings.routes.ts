import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SiteSettingsAnswerSchema,
  UpdateSiteSettingsSchema,
  type SiteSettings,
  type SiteSettingsAnswer,
} from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { updateSiteSettings } from './site-settings.service';
import { siteSettingsInMemory } from '../../lib/site-settings';
import {
  BrokerOfRecordAnswerSchema,
  BrokerOfRecordInputSchema,
} from '../../../shared/schemas/broker-of-record';
import { nameBrokerOfRecord, readBrokerOfRecord } from './broker-of-record';

export function siteSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Not stored: they follow from how this instance was started (the portal shows a banner for
  // the demo accounts; the pay form tokenizes with the processor named).
  const withDeployment = (settings: SiteSettings): SiteSettingsAnswer => ({
    ...settings,
    demoAccounts: ctx.config.publicDemo,
    paymentProcessor:
      ctx.config.payments.provider === 'stripe'
        ? { name: 'stripe', publishableKey: ctx.config.payments.publishableKey }
        : { name: 'sandbox', publishableKey: null },
  });
  typed.get(
    '/api/site-settings',
    { config: { access: 'public' }, schema: { response: { 200: SiteSettingsAnswerSchema } } },
    async () => withDeployment(await siteSettingsInMemory.read(ctx.db)),
  );

  typed.patch(
    '/api/admin/site-settings',
    {
      config: { access: 'write:site:any' },
      schema: { body: UpdateSiteSettingsSchema, response: { 200: SiteSettingsAnswerSchema } },
    },
    async (request) =>
      withDeployment(await updateSiteSettings(ctx, actorOf(request), request.body)),
  );

  typed.get(
    '/api/admin/broker-of-record',
    {
      config: { access: 'write:site:any' },
      schema: { response: { 200: BrokerOfRecordAnswerSchema } },
    },
    async () => readBrokerOfRecord(ctx.db),
  );

  typed.put(
    '/api/admin/broker-of-record',
    {
      config: { access: 'write:site:any' },
      schema: { body: BrokerOfRecordInputSchema, response: { 200: BrokerOfRecordAnswerSchema } },
    },
    async (request) => nameBrokerOfRecord(ctx.db, actorOf(request), request.body.userId),
  );
}
