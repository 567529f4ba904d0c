import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/errors';
import { AppError, validationError } from '../lib/app-error';

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** One place maps failures to statuses; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = { error: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      if (err.codes) body.codes = err.codes;
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const reasons: Record<string, string> = {};
      for (const issue of err.validation) {
        reasons[fieldPath(issue.instancePath)] ??= issue.message ?? 'Invalid value';
      }
      const refused = validationError(reasons);
      return reply.code(400).send({
        error: 'validation',
        message: refused.message,
        fields: refused.fields,
        ...(refused.codes && { codes: refused.codes }),
      } satisfies ApiErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send({ error: 'rate_limited', message: 'Too many requests. Please wait and try again.' });
    }
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'not_found' : status === 413 ? 'validation' : 'validation';
      return reply.code(status).send({ error: code, message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
}

export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ error: 'not_found', message: `Nothing at ${request.method} ${request.url}.` });
  });
}
