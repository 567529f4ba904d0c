import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCommunityListSchema,
  AdminCommunitySchema,
  CommunityContentInputSchema,
  CommunitySlugParamsSchema,
} from '../../../shared/schemas/communities-admin';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { listAdminCommunities, replaceCommunityContent } from './communities-admin.service';

/** What the office edits about the community pages: their description in both languages. */
export function communitiesAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'write:site:any' } as const;

  typed.get(
    '/api/admin/communities',
    { config, schema: { response: { 200: AdminCommunityListSchema } } },
    async () => ({ communities: await listAdminCommunities(ctx.db) }),
  );

  typed.put(
    '/api/admin/communities/:slug',
    {
      config,
      schema: actOnRecord(
        CommunitySlugParamsSchema,
        CommunityContentInputSchema,
        AdminCommunitySchema,
      ),
    },
    async (request) =>
      replaceCommunityContent(ctx.db, actorOf(request), request.params.slug, request.body),
  );
}
