import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_MARKER_COOKIE } from '../../../shared/constants';
import {
  MeResponseSchema,
  SignInResponseSchema,
  SignInSchema,
  UpdateProfileSchema,
} from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { AppError, unauthenticated } from '../../lib/app-error';
import { actorOf } from '../../lib/actor';
import { formRateLimit } from '../../lib/form-rate-limit';
import {
  readOwnAccount,
  refreshSession,
  signIn,
  signOut,
  updateOwnProfile,
  type SessionGrant,
} from './auth.service';
import { passwordResetRoutes } from './password-reset.routes';
import { REFRESH_TTL_SECONDS } from './sessions';

export const REFRESH_COOKIE = 'blu_refresh';
const COOKIE_PATH = '/api/auth';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    // Tokens and account details must never be kept by a browser or proxy cache.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    sessionRoutes(scope, ctx); //      /api/auth/sign-in, refresh, sign-out, me
    passwordResetRoutes(scope, ctx); // /api/auth/forgot-password, /api/auth/reset-password
  });

  app.get('/.well-known/jwks.json', { config: { access: 'public' } }, async () => ({
    keys: [ctx.signingKey.publicJwk],
  }));
}

function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.publicUrl.startsWith('https://');

  /** The refresh cookie (secret, httpOnly) and the marker the browser reads to know it has one. */
  function setSessionCookies(reply: FastifyReply, refreshToken: string) {
    const common = { sameSite: 'strict', secure, maxAge: REFRESH_TTL_SECONDS } as const;
    reply.setCookie(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true, path: COOKIE_PATH });
    reply.setCookie(SESSION_MARKER_COOKIE, '1', { ...common, httpOnly: false, path: '/' });
  }

  function clearSessionCookies(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' });
  }

  const answer = (reply: FastifyReply, grant: SessionGrant) => {
    setSessionCookies(reply, grant.refreshToken);
    return { accessToken: grant.accessToken, user: grant.user };
  };

  r.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public', rateLimit: formRateLimit(ctx.config) },
      schema: { body: SignInSchema, response: { 200: SignInResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      return answer(reply, await signIn(ctx, email, password, request.ip));
    },
  );

  r.post(
    '/api/auth/refresh',
    { config: { access: 'public' }, schema: { response: { 200: SignInResponseSchema } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) {
        clearSessionCookies(reply);
        throw unauthenticated();
      }
      try {
        const outcome = await refreshSession(ctx, presented);
        if ('refused' in outcome) {
          clearSessionCookies(reply);
          throw unauthenticated();
        }
        return answer(reply, outcome);
      } catch (err) {
        if (err instanceof AppError && err.code === 'blocked') clearSessionCookies(reply);
        throw err;
      }
    },
  );

  r.post('/api/auth/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await signOut(ctx, presented);
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  r.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in', rowScope: 'own-account' },
      schema: { response: { 200: MeResponseSchema } },
    },
    async (request) => ({ user: await readOwnAccount(ctx, actorOf(request)) }),
  );

  r.patch(
    '/api/auth/me',
    {
      config: { access: 'signed-in', rowScope: 'own-account' },
      schema: { body: UpdateProfileSchema, response: { 200: MeResponseSchema } },
    },
    async (request) => ({ user: await updateOwnProfile(ctx, actorOf(request), request.body) }),
  );
}
