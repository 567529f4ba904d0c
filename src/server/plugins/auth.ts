import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMPERSONATED_USER_HEADER,
  IMPERSONATION_HEADER,
  PORTAL_ROLES,
  type PortalRole,
  type Role,
} from '../../shared/constants';
import { can } from '../../shared/permissions';
import type { AppContext } from '../context';
import { actorGrants, type Actor } from '../lib/actor';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { recordAudit } from '../modules/audit/audit.service';
import {
  forgetAccountsOnChange,
  readCachedSessionAccount,
} from '../modules/auth/cached-session-accounts';
import { verifyAccessToken } from '../modules/auth/tokens';
import { resolveViewedAccount } from '../modules/auth/view-as';

export async function resolveActor(
  ctx: AppContext,
  token: string,
  impersonate: string | undefined,
  impersonateUser?: string,
): Promise<Actor> {
  const claims = await verifyAccessToken(ctx.signingKey, ctx.config.publicUrl, token);
  if (!claims) throw unauthenticated();
  const user = await readCachedSessionAccount(ctx.db, claims.sub, claims.sessionId);
  if (!user) throw unauthenticated();
  if (user.blocked) throw new AppError('blocked', 'This account is blocked.');
  // Tokens issued before a block, role change or password reset are refused; the client then
  // refreshes (and reads the new claims) or, when its refresh tokens were revoked, signs out.
  if (claims.issuedAtMs < user.tokensValidAfter.getTime()) throw unauthenticated();
  // The token's session was signed out (or its refresh tokens revoked as stolen).
  if (!user.sessionLive) throw unauthenticated();
  const realRole = user.role as Role;
  let impersonatedRole: PortalRole | null = null;
  if (impersonate) {
    if (!can(realRole, 'impersonate:role:any')) {
      throw forbidden('Only administrators can view as another role.');
    }
    if (!(PORTAL_ROLES as readonly string[]).includes(impersonate)) {
      throw new AppError('validation', `${IMPERSONATION_HEADER} must be one of the portal roles.`, {
        fields: { [IMPERSONATION_HEADER]: 'Unknown role' },
      });
    }
    impersonatedRole = impersonate as PortalRole;
  }
  const base = {
    sessionId: claims.sessionId,
    realRole,
    role: impersonatedRole ?? realRole,
    impersonatedRole,
    // Viewing as someone shows that role's own powers, not the admin's extra ones.
    isBlogEditor: user.isBlogEditor && !impersonatedRole && !impersonateUser,
  };
  if (!impersonateUser) {
    return { ...base, id: user.id, email: user.email, name: user.name };
  }
  const viewed = await resolveViewedAccount(ctx.db, realRole, impersonatedRole, impersonateUser);
  return {
    ...base,
    ...viewed,
    viewer: { id: user.id, email: user.email, name: user.name },
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  const stopForgetting = forgetAccountsOnChange(ctx.bus, ctx.db);
  app.addHook('onClose', async () => stopForgetting());

  async function identify(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const header = request.headers[IMPERSONATION_HEADER.toLowerCase()];
    const userHeader = request.headers[IMPERSONATED_USER_HEADER.toLowerCase()];
    request.actor = await resolveActor(
      ctx,
      token,
      typeof header === 'string' ? header : undefined,
      typeof userHeader === 'string' ? userHeader : undefined,
    );
  }

  // A route that forgets its rule would be open to everyone: the app refuses to start with one.
  // Checked when ready, so `registerPublicRoutes` may declare a plugin's routes.
  app.addHook('onReady', async () => {
    const undeclared = app.routeTable.filter((route) => route.config?.access === undefined);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${String(route.method)} ${route.url}`);
      throw new Error(`Routes without an access rule (config.access): ${names.join(', ')}`);
    }
  });

  // Runs before validation, so a signed-out caller gets 401 (not a 400 that describes the schema).
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule === undefined || rule === 'public') return;
    if (rule === 'optional-sign-in') {
      if (bearerToken(request)) await identify(request);
      return;
    }
    await identify(request);
    if (!actorGrants(request.actor ?? { role: null }, rule)) throw forbidden();
    const refusal = request.routeOptions.config.refusedWhileViewingAs;
    if (refusal && (request.actor?.impersonatedRole || request.actor?.viewer))
      throw forbidden(refusal);
  });

  // A write made while viewing as another role (or person) is attributed to the real admin in the
  // audit log, beside the account viewed as.
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    if (!actor?.impersonatedRole || request.method === 'GET' || request.method === 'HEAD') return;
    if (reply.statusCode >= 400) return;
    if (request.routeOptions.config?.auditImpersonatedWrite === false) return;
    await recordAudit(ctx.db, actor, {
      action: `impersonated ${request.method} ${request.routeOptions.url ?? request.url}`,
      target: request.url,
    }).catch((err: unknown) => request.log.error({ err }, 'audit write failed'));
  });
}

/** Registers a third-party plugin whose routes (static files) are open to everyone. */
export async function registerPublicRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await register(scope);
  });
}
