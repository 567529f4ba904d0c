import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AccessRule } from '../lib/actor';
import { registerPublicRoutes } from './auth';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/** The access rule in words, for the operation's description. */
export function describeAccess(rule: AccessRule): string {
  if (rule === 'public') return 'Public: anyone, no sign-in.';
  if (rule === 'optional-sign-in') {
    return 'Public; a bearer token, when sent, must be valid and names the caller.';
  }
  if (rule === 'signed-in') return 'Any signed-in, unblocked account (rows are scoped to it).';
  const permissions = typeof rule === 'string' ? [rule] : rule;
  return `Signed in with the permission ${permissions.map((p) => `\`${p}\``).join(' or ')}.`;
}

/** "/api/admin/users/:id" → "admin"; "/healthz" → "healthz": groups operations in the docs. */
function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  const first = parts[0] === 'api' ? parts[1] : parts[0];
  return (first ?? 'root').replace(/^\./, '');
}

/** "GET", "/api/leases/{id}/charges" → "getLeasesByIdCharges": stable while the route is. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => {
      const param = /^[:{](\w+)}?$/.exec(part);
      return param ? `by-${param[1]}` : part;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${pascal || 'Root'}`;
}

const VERBS: Record<string, string> = {
  GET: 'Read',
  HEAD: 'Check',
  POST: 'Submit',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

/** "POST", "/api/leases/{id}/charges" → "Submit leases › charges": for a route naming none. */
export function summaryOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api' && !/^[:{]/.test(part))
    .map((part) => part.replace(/^\./, '').replace(/[-_]/g, ' '));
  return `${VERBS[method] ?? method} ${words.join(' › ') || 'home'}`;
}

const ERROR_BODY = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'A stable code: validation, unauthenticated, …' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** The error answers a route can give, from what it declares: its input, access rule and path. */
export function errorAnswersOf(
  url: string,
  access: AccessRule,
  schema: { body?: unknown; querystring?: unknown; params?: unknown },
): Record<string, object> {
  const answers: Record<string, object> = {};
  const error = (description: string) => ({ ...ERROR_BODY, description });
  if (schema.body || schema.querystring || schema.params) {
    answers['400'] = error('The input is refused; `fields` names each field and why.');
  }
  if (access !== 'public') {
    answers['401'] = error('No valid access token (or, on optional sign-in, a bad one).');
    answers['403'] = error('The account is blocked or lacks the permission.');
  }
  if (/[:{]/.test(url)) answers['404'] = error('Nothing at this address the caller may see.');
  if (url.startsWith('/api/')) answers['429'] = error('Too many requests; see Retry-After.');
  return answers;
}

/**
 * Registered before any route: @fastify/swagger collects routes as they are added. Every operation
 * carries its access rule twice: `x-access` for tools (the fuzz suite reads it) and `security` plus
 * a sentence for people.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Blu API',
        version: '1',
        description:
          'The JSON API of the Blu site and portal. Sign in with `POST /api/auth/sign-in` and send the access token as `Authorization: Bearer …`. Errors are `{ error, message, fields? }`; `fields` names each refused field.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform(input) {
      const route = input.route as RouteOptions;
      // A route without a schema still gets an operation, with its access rule.
      const { schema, url } = zodToJsonSchema({ ...input, schema: input.schema ?? {} });
      const access = route.config?.access;
      if (schema.hide || access === undefined) return { schema, url };
      const bearer: Record<string, string[]> = { bearer: [] };
      const none: Record<string, string[]> = {};
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      const errors = errorAnswersOf(url, access, schema);
      const declared = schema.response as Record<string, object> | undefined;
      // Without any answer declared, the document's default 200 stays.
      const response =
        declared || Object.keys(errors).length > 0 ? { ...errors, ...declared } : undefined;
      return {
        url,
        schema: {
          ...schema,
          operationId: schema.operationId ?? operationIdOf(method, url),
          summary: schema.summary ?? summaryOf(method, url),
          response,
          tags: [tagOf(url)],
          description: describeAccess(access),
          'x-access': access,
          security:
            access === 'public' ? [] : access === 'optional-sign-in' ? [none, bearer] : [bearer],
        },
      };
    },
  });
}

/** `GET /api/openapi.json` and the browsable `/api/docs`. */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { config: { access: 'public' } }, async () => app.swagger());
  await registerPublicRoutes(app, async (scope) => {
    await scope.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The page reads the same document from ./json (/api/docs/json).
      uiConfig: { deepLinking: true },
    });
  });
}
