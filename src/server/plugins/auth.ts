import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPERSONATION_HEADER,
  PORTAL_ROLES,
  type PortalRole,
  type Role,
} from '../../shared/constants';
import { can, type Permission } from '../../shared/permissions';
import type { AppContext } from '../context';
import { users } from '../db/tables';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { recordAudit } from '../modules/audit/audit.service';
import { verifyAccessToken } from '../modules/auth/tokens';

/** Who is acting: always re-read from the database, so a block or role change counts at once. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  realRole: Role;
  /** The role every permission check uses: the impersonated one for an admin viewing as another. */
  role: Role;
  impersonatedRole: PortalRole | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a non-GET route that changes nothing (e.g. a socket ticket) is not audited when impersonating. */
    auditImpersonatedWrite?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unblocked access token is presented. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: authenticate, then 403 unless the effective role has the permission. */
    requirePermission: (
      permission: Permission,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export async function resolveActor(
  ctx: AppContext,
  token: string,
  impersonate: string | undefined,
): Promise<Actor> {
  const claims = await verifyAccessToken(ctx.signingKey, ctx.config.publicUrl, token);
  if (!claims) throw unauthenticated();
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      blocked: users.blocked,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .where(eq(users.id, claims.sub));
  if (!user) throw unauthenticated();
  if (user.blocked) throw new AppError('blocked', 'This account is blocked.');
  // Tokens issued before a block, role change or password reset are refused; the client then
  // refreshes (and reads the new claims) or, when its refresh tokens were revoked, signs out.
  if (claims.issuedAtMs < user.tokensValidAfter.getTime()) throw unauthenticated();
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
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    realRole,
    role: impersonatedRole ?? realRole,
    impersonatedRole,
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

const AUTH_GUARD = Symbol('auth guard');
type Hook = (...args: never[]) => unknown;
const markGuard = <T extends Hook>(fn: T): T => Object.assign(fn, { [AUTH_GUARD]: true });
const isGuard = (fn: unknown) => typeof fn === 'function' && AUTH_GUARD in fn;
const asList = (hooks: unknown): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);

  app.decorate(
    'authenticate',
    markGuard(async (request: FastifyRequest) => {
      if (request.actor) return;
      const token = bearerToken(request);
      if (!token) throw unauthenticated();
      const header = request.headers[IMPERSONATION_HEADER.toLowerCase()];
      request.actor = await resolveActor(
        ctx,
        token,
        typeof header === 'string' ? header : undefined,
      );
    }),
  );

  app.decorate('requirePermission', (permission: Permission) => {
    return markGuard(async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!can(request.actor?.role, permission)) throw forbidden();
    });
  });

  // Fastify validates the body before preHandler hooks run, so a guard given as `preHandler`
  // would answer a signed-out caller 400 (and describe the schema) instead of 401. Guards are
  // moved to run before validation, whichever hook a module named.
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler);
    const guards = preHandlers.filter(isGuard);
    if (guards.length === 0) return;
    const rest = preHandlers.filter((fn) => !isGuard(fn));
    route.preHandler = (rest.length > 0 ? rest : undefined) as typeof route.preHandler;
    route.preValidation = [...guards, ...asList(route.preValidation)] as typeof route.preValidation;
  });

  // A write made while viewing as another role is attributed to the real admin in the audit log.
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
