import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MeResponseSchema,
  PublicUserSchema,
  SignInResponseSchema,
  SignInSchema,
  UpdateProfileSchema,
  type Me,
} from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { users } from '../../db/tables';
import { AppError, unauthenticated } from '../../lib/app-error';
import { type Actor, actorOf } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { passwordResetRoutes } from './password-reset.routes';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import {
  REFRESH_TTL_SECONDS,
  issueRefreshToken,
  revokeRefreshFamily,
  rotateRefreshToken,
} from './sessions';
import { assertSignInAllowed, clearAccountFailures, recordSignInFailure } from './sign-in-limiter';
import { signAccessToken } from './tokens';

export const REFRESH_COOKIE = 'blu_refresh';
const COOKIE_PATH = '/api/auth';

const toPublicUser = (u: { id: string; email: string; name: string; role: string }) =>
  PublicUserSchema.parse({ id: u.id, email: u.email, name: u.name, role: u.role });

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.publicUrl.startsWith('https://');

  function setRefreshCookie(reply: FastifyReply, token: string) {
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: REFRESH_TTL_SECONDS,
    });
  }

  const issueAccess = (u: {
    id: string;
    role: string;
    blocked: boolean;
    email: string;
    name: string;
  }) => signAccessToken(ctx.signingKey, ctx.config.publicUrl, u);

  r.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: { body: SignInSchema, response: { 200: SignInResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await assertSignInAllowed(ctx.db, email, request.ip);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await recordSignInFailure(ctx.db, email, request.ip);
        throw new AppError('invalid_credentials', 'The e-mail or password is not correct.');
      }
      if (user.blocked) throw new AppError('blocked', 'This account is blocked.');
      await clearAccountFailures(ctx.db, email);
      setRefreshCookie(reply, await issueRefreshToken(ctx.db, user.id));
      return { accessToken: await issueAccess(user), user: toPublicUser(user) };
    },
  );

  r.post(
    '/api/auth/refresh',
    { config: { access: 'public' }, schema: { response: { 200: SignInResponseSchema } } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthenticated();
      try {
        const { token, user } = await rotateRefreshToken(ctx.db, presented);
        setRefreshCookie(reply, token);
        return { accessToken: await issueAccess(user), user: toPublicUser(user) };
      } catch (err) {
        if (err instanceof AppError && err.code === 'blocked') {
          reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        }
        throw err;
      }
    },
  );

  r.post('/api/auth/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await revokeRefreshFamily(ctx.db, presented);
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return reply.code(204).send();
  });

  const toMe = (u: typeof users.$inferSelect, actor: Actor): Me => ({
    ...toPublicUser(u),
    phone: u.phone,
    isBlogEditor: u.isBlogEditor,
    impersonatedRole: actor.impersonatedRole,
  });

  r.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in', rowScope: 'own-account' },
      schema: { response: { 200: MeResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
      if (!user) throw unauthenticated();
      return { user: toMe(user, actor) };
    },
  );

  r.patch(
    '/api/auth/me',
    {
      config: { access: 'signed-in', rowScope: 'own-account' },
      schema: { body: UpdateProfileSchema, response: { 200: MeResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const changes = request.body;
      const user = await ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
        if (!before) throw unauthenticated();
        const [after] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, actor.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'user.profile-update',
          target: `user:${actor.email}`,
          before: { name: before.name, phone: before.phone },
          after: { name: after!.name, phone: after!.phone },
        });
        return after!;
      });
      return { user: toMe(user, actor) };
    },
  );

  app.get('/.well-known/jwks.json', { config: { access: 'public' } }, async () => ({
    keys: [ctx.signingKey.publicJwk],
  }));

  passwordResetRoutes(app, ctx); // /api/auth/forgot-password, /api/auth/reset-password
}
