import type { RouteOptions } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, usesPostgres, type TestServer } from '../../tests/support/api';
import {
  createMatrixIdentities,
  freshSession,
  type Identity,
  type MatrixIdentities,
} from '../../tests/support/matrix-identities';
import { ROW_SCOPE_FIXTURES, type ScopeContext } from '../../tests/support/row-scope-fixtures';
import { STRIPE_WEBHOOK_PATH, stripeServerEnv } from '../../tests/support/stripe';
import { IMPERSONATION_HEADER } from '../shared/constants';
import { holds, type Permission } from '../shared/permissions';
import { openPostgres, type Database } from './db/client';
import { type AccessRule, type RowScope } from './lib/actor';
import { startStripeStandIn, type StripeStandIn } from './modules/payments/stripe-stand-in';

/**
 * The authorization matrix (docs/permissions.md): every route of the built app × every kind of
 * caller, expected outcomes read from each route's declared `config.access`, and for routes with
 * a `config.rowScope`, one account of a role aimed at another's rows. It keeps no list of routes:
 * a new route joins by declaring its rule, and needs something here only when its path has a
 * parameter no fixture below fills. A route only another configuration registers (the Stripe
 * webhook) is checked on an instance so configured, below.
 */

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A value for each path parameter. Access is decided before validation, so any value will do
 * for the access check: an allowed caller may then get 400 or 404.
 */
const PATH_PARAMS: Record<string, string> = {
  id: NO_SUCH_ID,
  photoId: NO_SUCH_ID,
  documentId: NO_SUCH_ID,
  costId: NO_SUCH_ID,
  statementLineId: NO_SUCH_ID,
  month: '2000-01',
  year: '2026',
  revisionId: NO_SUCH_ID,
  uid: NO_SUCH_ID,
  ownerId: NO_SUCH_ID,
  listingId: NO_SUCH_ID,
  fileName: `${NO_SUCH_ID}.jpg`,
  kind: 'concierge',
  slug: 'no-such-slug',
  token: 'no-such-receipt-token-0000000000000',
  '*': 'no-such-file.js', // a wildcard, e.g. the API docs' static files
};

/** Routes that read or end the caller's session get one of their own on every request. */
const SESSION_ROUTES = new Set(['POST /api/auth/refresh', 'POST /api/auth/sign-out']);

const CONCURRENCY = 6;
/**
 * Generous: the file needs about 35 s of CPU for some 3,100 checks, and on a machine shared with
 * other suites the wall time is several times that (120 s timed out under a load of 29 on 2 cores).
 */
const MATRIX_TIMEOUT_MS = 480_000;

interface Route {
  key: string;
  method: string;
  url: string;
  access: AccessRule;
  rowScope: RowScope | undefined;
  /** Refused (403) to an admin viewing as someone, whatever the role viewed as may do. */
  refusedWhileViewingAs: boolean;
  websocket: boolean;
}

function routeTable(options: readonly RouteOptions[]): Route[] {
  return options.flatMap((route) =>
    [route.method].flat().map((method) => ({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      access: route.config!.access!,
      rowScope: route.config?.rowScope,
      refusedWhileViewingAs: route.config?.refusedWhileViewingAs !== undefined,
      websocket: (route as { websocket?: boolean }).websocket === true,
    })),
  );
}

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
}

/** The route's path with its parameters filled, or an error saying which fixture is missing. */
function pathFor(route: Route, given: Record<string, string> = {}): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (_whole, name: string | undefined) => {
    const param = name ?? '*';
    const value = given[param] ?? PATH_PARAMS[param];
    if (value === undefined) {
      throw new Error(
        `${route.key}: no value for the path parameter "${param}". Add one to PATH_PARAMS in ` +
          'src/server/authorization-matrix.test.ts (or to its row-scope fixture).',
      );
    }
    return encodeURIComponent(value);
  });
}

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'refused';

/** What the declared rule promises this caller (docs/permissions.md, "Access rules"). */
function expectedOutcome(route: Route, identity: Identity): Outcome {
  const rule = route.access;
  if (rule === 'public') return 'allowed';
  switch (identity.kind) {
    case 'anonymous':
      return rule === 'optional-sign-in' ? 'allowed' : 'unauthenticated';
    case 'blocked':
      return 'refused';
    case 'bad-impersonation':
      return 'forbidden';
    case 'valid': {
      if (route.refusedWhileViewingAs && identity.headers[IMPERSONATION_HEADER]) return 'forbidden';
      if (rule === 'optional-sign-in' || rule === 'signed-in') return 'allowed';
      // Restated from the permission table, not taken from the plugin's `grants`, so a fault in
      // the plugin cannot also bend what the matrix expects.
      const anyOf: readonly Permission[] = typeof rule === 'string' ? [rule] : rule;
      // A blog editor holds the blog's permissions besides its role's; an admin viewing as someone
      // never does (the identity says so by `blogEditor`).
      const holder = { role: identity.role, isBlogEditor: identity.blogEditor === true };
      return anyOf.some((permission) => holds(holder, permission)) ? 'allowed' : 'forbidden';
    }
  }
}

function fits(outcome: Outcome, status: number): boolean {
  switch (outcome) {
    case 'allowed':
      return status !== 401 && status !== 403 && status < 500;
    case 'unauthenticated':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'refused':
      return status === 401 || status === 403;
  }
}

async function inPool<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

let server: TestServer;
let identities: MatrixIdentities;
let routes: Route[];

beforeAll(async () => {
  server = await startTestServer();
  identities = await createMatrixIdentities(server);
  routes = routeTable(server.app.routeTable);
}, MATRIX_TIMEOUT_MS);
afterAll(async () => server?.close());

function send(
  identity: Identity,
  route: Route,
  path: string,
  credentials: { token?: string; headers: Record<string, string> } = identity,
  body?: unknown,
  target: TestServer = server,
) {
  const bodyless = route.method === 'GET' || route.method === 'HEAD';
  return target.request(route.method, path, {
    token: credentials.token,
    headers: credentials.headers,
    body: bodyless ? undefined : (body ?? {}),
  });
}

describe('the authorization matrix', () => {
  it('reads the route table of the built app', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((route) => route.access !== undefined)).toBe(true);
    const keys = new Set(routes.map((route) => route.key));
    expect([...SESSION_ROUTES].filter((key) => !keys.has(key))).toEqual([]);
  });

  it(
    'gives every route × caller the outcome its declared rule promises',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const { failures, checks } = await checkRoutes(routes, server);
      expect(failures).toEqual([]);
      console.info(`authorization matrix: ${checks} route × caller checks`);
    },
  );
});

/** Every route × caller on `target`; what went wrong, and how many checks were made. */
async function checkRoutes(
  table: Route[],
  target: TestServer,
): Promise<{ failures: string[]; checks: number }> {
  const failures: string[] = [];
  const checks = table.flatMap((route) => identities.all.map((identity) => ({ route, identity })));
  await inPool(checks, CONCURRENCY, async ({ route, identity }) => {
    let path: string;
    try {
      path = pathFor(route);
    } catch (err) {
      failures.push((err as Error).message);
      return;
    }
    const credentials = SESSION_ROUTES.has(route.key)
      ? await freshSession(target, identity, identities.donor)
      : identity;
    const res = await send(identity, route, path, credentials, undefined, target);
    const outcome = expectedOutcome(route, identity);
    if (!fits(outcome, res.status)) {
      failures.push(
        `${route.key} as ${identity.label}: ${res.status}, expected ${outcome} ` +
          `(access ${JSON.stringify(route.access)})`,
      );
    }
  });
  return { failures: [...new Set(failures)].sort(), checks: checks.length };
}

/**
 * Routes only another configuration registers (PAYMENT_PROVIDER=stripe: the Stripe webhook) are
 * checked on a second instance so configured, over the same database and public address, so the
 * matrix's callers are the same accounts with the same tokens. The routes both have were checked
 * above; the sandbox's own (its tokens) are in the default app's table.
 */
describe('the authorization matrix of the Stripe configuration', () => {
  let standIn: StripeStandIn;
  let stripeServer: TestServer;
  let ownDatabase: Database | null = null;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ownDatabase = usesPostgres() ? await openPostgres(server.database.url!) : null;
    stripeServer = await startTestServer(
      { ...stripeServerEnv(standIn), PUBLIC_URL: server.url },
      { database: ownDatabase ?? server.database, seed: false },
    );
  }, MATRIX_TIMEOUT_MS);
  afterAll(async () => {
    await stripeServer?.close();
    await ownDatabase?.close();
    await standIn?.close();
  });

  it(
    'gives every route only it registers × caller the outcome its declared rule promises',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const known = new Set(routes.map((route) => route.key));
      const own = routeTable(stripeServer.app.routeTable).filter((r) => !known.has(r.key));
      expect(own.map((route) => route.key)).toContain(`POST ${STRIPE_WEBHOOK_PATH}`);
      // Row scopes are checked on the default app only: a route of its own here needs its pair.
      expect(own.filter((route) => route.rowScope).map((route) => route.key)).toEqual([]);
      const { failures } = await checkRoutes(own, stripeServer);
      expect(failures).toEqual([]);
    },
  );
});

describe('row scopes', () => {
  const ctx = (): ScopeContext => ({ server, identities });

  /** One member of a pair aimed at the other's rows through `route`; returns what went wrong. */
  async function checkPair(route: Route, actor: Identity, other: Identity): Promise<string[]> {
    const fixture = ROW_SCOPE_FIXTURES[route.rowScope!];
    const where = `${route.key} (${route.rowScope}) as ${actor.label}`;
    const body = await fixture.writeBody?.(actor, ctx());
    const credentials = {
      token: actor.token,
      headers: { ...actor.headers, ...fixture.writeHeaders?.() },
    };
    const namesRow = pathParams(route.url).length > 0;
    if (namesRow && !fixture.rowParams) {
      return [`${where}: the "${route.rowScope}" fixture cannot name a row in the path`];
    }
    const problems: string[] = [];
    // Rows are found (or made) before the snapshot, so making them is not taken for a change.
    const theirParams = namesRow ? await fixture.rowParams!(ctx(), other) : {};
    const theirs = await fixture.rowIds(ctx(), other);
    const before = await fixture.snapshot(ctx(), other);
    if (namesRow) {
      const res = await send(actor, route, pathFor(route, theirParams), credentials, body);
      if (res.status !== fixture.refusal) {
        problems.push(
          `${where} on ${other.label}'s row: ${res.status}, expected ${fixture.refusal}`,
        );
      }
    } else {
      const res = await send(actor, route, pathFor(route), credentials, body);
      const text = JSON.stringify(res.body ?? '');
      if (res.status >= 300) problems.push(`${where}: ${res.status}, expected success`);
      const leaked = theirs.filter((id) => text.includes(id));
      if (leaked.length > 0)
        problems.push(`${where}: answer names ${other.label}'s rows ${leaked.join(', ')}`);
    }
    if (!isDeepStrictEqual(await fixture.snapshot(ctx(), other), before)) {
      problems.push(`${where}: changed ${other.label}'s rows`);
    }
    return problems;
  }

  /** The control: the same request aimed at the caller's own rows is allowed (and lists them). */
  async function checkOwn(route: Route, actor: Identity): Promise<string[]> {
    const fixture = ROW_SCOPE_FIXTURES[route.rowScope!];
    const where = `${route.key} (${route.rowScope}) as ${actor.label} on their own rows`;
    const body = await fixture.writeBody?.(actor, ctx());
    const credentials = {
      token: actor.token,
      headers: { ...actor.headers, ...fixture.writeHeaders?.() },
    };
    if (pathParams(route.url).length > 0) {
      const res = await send(
        actor,
        route,
        pathFor(route, await fixture.rowParams!(ctx(), actor)),
        credentials,
        body,
      );
      return [401, 403, 404].includes(res.status) || res.status >= 500
        ? [`${where}: ${res.status}, expected it to be allowed`]
        : [];
    }
    const mine = await fixture.rowIds(ctx(), actor);
    const res = await send(actor, route, pathFor(route), credentials, body);
    if (res.status >= 300) return [`${where}: ${res.status}, expected success`];
    const text = JSON.stringify(res.body ?? '');
    if (route.method === 'GET' && !mine.some((id) => text.includes(id))) {
      return [`${where}: the answer names none of their rows ${mine.join(', ')}`];
    }
    return [];
  }

  it(
    'never lets one account of a role read or change another’s rows',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      // A HEAD answer has no body; its GET twin is checked. Sockets are checked below.
      const scoped = routes.filter((r) => r.rowScope && r.method !== 'HEAD' && !r.websocket);
      expect(scoped.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const route of scoped) {
        for (const role of ROW_SCOPE_FIXTURES[route.rowScope!].roles) {
          const [a, b] = identities.pairs[role];
          failures.push(...(await checkPair(route, a, b)), ...(await checkPair(route, b, a)));
          failures.push(...(await checkOwn(route, a)), ...(await checkOwn(route, b)));
          // An admin viewing as `a` sees exactly `a`'s rows. A route refused while viewing as
          // someone (paying) answers 403 in the matrix above, and has no rows to compare here.
          const viewer = identities.viewingAs[role];
          if (viewer && !route.refusedWhileViewingAs) {
            failures.push(
              ...(await checkPair(route, viewer, b)),
              ...(await checkOwn(route, viewer)),
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'admits a socket only for the ticket holder’s own account, unless the holder may watch others',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const sockets = routes.filter((r) => r.websocket);
      const failures: string[] = [];
      for (const route of sockets) {
        const fixture = route.rowScope ? ROW_SCOPE_FIXTURES[route.rowScope] : undefined;
        if (!fixture?.socket) {
          failures.push(
            `${route.key}: a socket route needs a rowScope whose fixture checks sockets`,
          );
          continue;
        }
        for (const role of fixture.roles) {
          const [a, b] = identities.pairs[role];
          failures.push(...(await fixture.socket(ctx(), route.url, a, b)));
          failures.push(...(await fixture.socket(ctx(), route.url, b, a)));
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
