import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/api';
import { operationIdOf, summaryOf } from './openapi';

let server: TestServer;
let doc: any;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.request('GET', '/api/openapi.json')).body;
});
afterAll(() => server?.close());

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The routes the document must list: all but HEAD twins and what a plugin hides (docs, static, socket). */
function documentedRoutes() {
  return server.app.routeTable.flatMap((route) => {
    if (route.schema?.hide) return [];
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    return methods.map((method) => ({ method: method.toLowerCase(), route }));
  });
}

describe('GET /api/openapi.json', () => {
  it('names operations stably and says what they do when the route does not', () => {
    expect(operationIdOf('GET', '/api/leases/{id}/charges')).toBe('getLeasesByIdCharges');
    expect(operationIdOf('POST', '/api/work-order-approvals/:token')).toBe(
      'postWorkOrderApprovalsByToken',
    );
    expect(summaryOf('PATCH', '/api/admin/users/{id}')).toBe('Update admin › users');
    const ids = Object.values<Record<string, any>>(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        // Every {name} in the path is a declared, required path parameter.
        for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
          const param = operation.parameters?.find((p: any) => p.in === 'path' && p.name === name);
          expect(param, `${method} ${path} declares {${name}}`).toMatchObject({ required: true });
        }
      }
    }
  });

  it('lists every route of the app with its access rule', () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const documented = Object.values<Record<string, unknown>>(doc.paths).reduce(
      (n, item) => n + Object.keys(item).length,
      0,
    );
    expect(documented).toBe(routes.length);
    for (const { method, route } of routes) {
      const operation = doc.paths[toOpenApiPath(route.url)]?.[method];
      expect(operation, `${method} ${route.url} is documented`).toBeDefined();
      expect(operation['x-access']).toEqual(route.config?.access);
      expect(operation.description).toMatch(/\w/);
      const security =
        route.config?.access === 'public' ? [] : expect.arrayContaining([{ bearer: [] }]);
      expect(operation.security).toEqual(security);
    }
  });

  it('documents the body of every route that validates one', () => {
    const withBody = documentedRoutes().filter(({ route }) => route.schema?.body);
    expect(withBody.length).toBeGreaterThan(15);
    for (const { method, route } of withBody) {
      const body = doc.paths[toOpenApiPath(route.url)][method].requestBody;
      expect(body?.content?.['application/json']?.schema, `${method} ${route.url}`).toBeTypeOf(
        'object',
      );
    }
    const signIn = doc.paths['/api/auth/sign-in'].post.requestBody.content['application/json'];
    expect(signIn.schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
  });

  it('names the permission a route needs', () => {
    const users = doc.paths['/api/admin/users'].get;
    expect(users['x-access']).toBe('read:users:any');
    expect(users.description).toContain('read:users:any');
  });
});

describe('GET /api/docs', () => {
  it('serves the browsable documentation to anyone', async () => {
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    const json = await server.request('GET', '/api/docs/json');
    expect(json.body.openapi).toBe('3.1.0');
  });
});
