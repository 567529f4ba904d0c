import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ViewAsAccountListSchema,
  ViewAsAccountsQuerySchema,
} from '../../../shared/schemas/view-as';
import type { AppContext } from '../../context';
import { findViewableAccounts } from './view-as-accounts';

export function viewAsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/view-as/accounts',
    {
      // Checked against the effective role like every rule: the picker asks without the
      // impersonation headers, as the admin it is (docs/decisions/0049).
      config: { access: 'impersonate:role:any' },
      schema: {
        querystring: ViewAsAccountsQuerySchema,
        response: { 200: ViewAsAccountListSchema },
      },
    },
    async (request) => findViewableAccounts(ctx.db, request.query),
  );
}
