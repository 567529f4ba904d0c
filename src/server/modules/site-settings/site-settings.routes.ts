import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteSettingsSchema, UpdateSiteSettingsSchema } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { readSiteSettings, updateSiteSettings } from './site-settings.service';

export function siteSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/site-settings',
    { config: { access: 'public' }, schema: { response: { 200: SiteSettingsSchema } } },
    async () => readSiteSettings(ctx.db),
  );

  typed.patch(
    '/api/admin/site-settings',
    {
      config: { access: 'write:site:any' },
      schema: { body: UpdateSiteSettingsSchema, response: { 200: SiteSettingsSchema } },
    },
    async (request) => updateSiteSettings(ctx, actorOf(request), request.body),
  );
}
