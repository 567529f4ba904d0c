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
      return {
        url,
        schema: {
          ...schema,
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
