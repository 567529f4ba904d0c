import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ForgotPasswordSchema,
  ResetPasswordResponseSchema,
  ResetPasswordSchema,
} from '../../../shared/schemas/auth';
import { MessageResponseSchema } from '../../../shared/schemas/users';
import type { AppContext } from '../../context';
import { formRateLimit } from '../../lib/form-rate-limit';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset';

export function passwordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: formRateLimit(ctx.config) },
      schema: { body: ForgotPasswordSchema, response: { 202: MessageResponseSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', rateLimit: formRateLimit(ctx.config) },
      schema: { body: ResetPasswordSchema, response: { 200: ResetPasswordResponseSchema } },
    },
    async (request) => {
      const { email } = await resetPassword(ctx, request.body.token, request.body.password);
      return { message: PASSWORD_CHANGED_MESSAGE, email };
    },
  );
}
