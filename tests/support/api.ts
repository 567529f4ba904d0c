import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openFileStore } from '../../src/server/lib/file-store';
import {
  dumpPglite,
  openPglite,
  openPgliteCopy,
  openPostgres,
  type Database,
} from '../../src/server/db/client';
import { ensureReferenceData } from '../../src/server/db/seed/reference-data';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { requestTo, type JsonRequest } from './http-client';

/**
 * A real server on a random port over a fresh database with the demo data: PGlite in memory,
 * or, when TEST_DB=pg, a new database on the server at TEST_DATABASE_URL, dropped afterwards.
 */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  signIn(email: string, password?: string): Promise<string>;
  request: JsonRequest;
}

export function usesPostgres(): boolean {
  return process.env.TEST_DB === 'pg';
}

/**
 * Creates a database on the test server (empty, or a copy of `template`) and returns its URL and
 * a way to drop it.
 */
export async function createPostgresDatabase(
  template?: string,
  name = `blu_test_${randomBytes(6).toString('hex')}`,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        // So that `with (force)` only ever ends connections a test really leaked.
        await untilUnused(c, name);
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A closed pg pool ends its connections without waiting for them: wait until they are gone. */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An empty database, migrated: PGlite in memory, or a new database on the PostgreSQL server. In
 * Vitest it is a copy of one migrated once per worker: a new PGlite runs initdb and every
 * migration, about 6 s of CPU, where a copy takes 0.4 s.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  if (process.env.VITEST) return openTemplateCopy('migrated', async () => {});
  if (usesPostgres()) return openCreatedPostgres(await createPostgresDatabase());
  const database = await openPglite(undefined);
  return { database, dispose: () => database.close() };
}

/** The database just created on the server, migrated, and dropped on dispose. */
async function openCreatedPostgres(created: Awaited<ReturnType<typeof createPostgresDatabase>>) {
  const database = await openPostgres(created.url);
  return {
    database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

type Template = { kind: 'pglite'; dump: Blob } | { kind: 'pg'; name: string };
const templates = new Map<string, Promise<Template>>();

/**
 * A database migrated and filled by `fill` (the reference data, the demo data), made once per
 * test worker for each `key` and copied for every server or test that asks for the same:
 * migrating and seeding took about 2.1 s a server on PGlite and 0.8 s on PostgreSQL, a copy 0.4
 * and 0.1 s. The demo data is seeded relative to the clock, and a worker lives a few minutes.
 */
async function openTemplateCopy(
  key: string,
  fill: (db: Database['db']) => Promise<void>,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(fill);
    templates.set(key, template);
    // A template that failed is made afresh by the next server, not failed again.
    template.catch(() => templates.delete(key));
  }
  const made = await template;
  if (made.kind === 'pg') return openCreatedPostgres(await createPostgresDatabase(made.name));
  const database = await openPgliteCopy(made.dump);
  return { database, dispose: () => database.close() };
}

/** The template of a test server's database: keyed by what the seed wrote its files to. */
function openServerTemplateCopy(seeded: boolean, config: Config) {
  const key = `server:${seeded}:${config.dataDir}:${JSON.stringify(config.storage)}`;
  return openTemplateCopy(key, async (db) => {
    await ensureReferenceData(db);
    if (seeded)
      await seedIfEmpty(db, { files: await openFileStore(config.storage, config.dataDir) });
  });
}

async function makeTemplate(fill: (db: Database['db']) => Promise<void>): Promise<Template> {
  const created = usesPostgres()
    ? await createPostgresDatabase(
        undefined,
        `${inject('templatePrefix')}_${randomBytes(4).toString('hex')}`,
      )
    : null;
  const database = created ? await openPostgres(created.url) : await openPglite(undefined);
  try {
    await fill(database.db);
    if (!created) return { kind: 'pglite', dump: await dumpPglite(database) };
  } finally {
    await database.close();
  }
  // PostgreSQL copies a template only while nobody is connected to it.
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await untilUnused(admin, created.name).finally(() => admin.end());
  return { kind: 'pg', name: created.name };
}

/**
 * What every test server runs with unless the test says otherwise. Suites send many requests from
 * 127.0.0.1 and name their client addresses with X-Forwarded-For (a proxy on loopback, as behind
 * a load balancer), so the in-memory request limits are raised out of their way; a test of those
 * limits or of the real defaults passes its own values ('' restores a default).
 */
export const TEST_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_FORM_MAX: '1000000',
  // The scheduler stays off unless a test turns it on: tests post due charges with a fake clock.
  SCHEDULER_INTERVAL_SECONDS: '0',
  // Likewise scheduled blog posts: tests publish them with publishDuePosts and a chosen clock.
  BLOG_PUBLISH_INTERVAL_SECONDS: '0',
};

export async function startTestServer(
  env: Record<string, string> = {},
  options: { seed?: boolean; database?: Database } = {},
): Promise<TestServer> {
  const config = loadConfig({ ...TEST_SERVER_ENV, ...env });
  const seeded = options.seed !== false;
  // Outside Vitest (npm run fuzz) a server is one of a kind: no template to keep.
  const opened = options.database
    ? null
    : process.env.VITEST
      ? await openServerTemplateCopy(seeded, config)
      : await openTestDatabase();
  const database = options.database ?? opened!.database;
  await ensureReferenceData(database.db);
  if (seeded) {
    await seedIfEmpty(database.db, { files: await openFileStore(config.storage, config.dataDir) });
  }
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Tokens are issued for PUBLIC_URL; point it at the real port unless the test chose one.
  if (!env.PUBLIC_URL) config.publicUrl = url;

  const server: TestServer = {
    url,
    app,
    database,
    async close() {
      await app.close();
      await opened?.dispose();
    },
    request: requestTo(url),
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await server.request('POST', '/api/auth/sign-in', { body: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in ${email} failed: ${res.status}`);
      return res.body.accessToken as string;
    },
  };
  return server;
}

/**
 * The file's test server: started before its tests and closed after them, by hooks this registers
 * where it is called (so a later `beforeAll` finds it running). The server is used as it is:
 * `server.request(...)`, `server.database`; reading it before it has started throws.
 */
export function useTestServer(env: Record<string, string> = {}): TestServer {
  let started: TestServer | undefined;
  const running = (): TestServer => {
    if (!started)
      throw new Error('The test server starts in beforeAll: use it in a hook or a test.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(env);
  });
  afterAll(async () => started?.close());
  return {
    get url() {
      return running().url;
    },
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    close: () => running().close(),
    signIn: (email, password) => running().signIn(email, password),
    request: (method, path, options) => running().request(method, path, options),
  };
}

/**
 * Signs demo people in at once, by the part of their e-mail before @example.com (`admin`,
 * `marcus.bell`); their access tokens come back in the order named.
 */
export function signInAs<const N extends readonly string[]>(
  server: TestServer,
  ...names: N
): Promise<{ -readonly [K in keyof N]: string }> {
  return Promise.all(names.map((name) => server.signIn(`${name}@example.com`))) as Promise<{
    -readonly [K in keyof N]: string;
  }>;
}

/** {@link signInAs}, the tokens by name: `(await tokensOf(server, 'admin')).admin`. */
export async function tokensOf<const N extends readonly string[]>(
  server: TestServer,
  ...names: N
): Promise<Record<N[number], string>> {
  const tokens = await signInAs(server, ...names);
  return Object.fromEntries(names.map((name, i) => [name, tokens[i]])) as Record<N[number], string>;
}

/**
 * The file's demo people, signed in before its tests (by a hook this registers where it is
 * called, after `useTestServer`): `tokens.admin` once the tests run.
 */
export function useSignedIn<const N extends readonly string[]>(
  server: TestServer,
  ...names: N
): Record<N[number], string> {
  const tokens = {} as Record<N[number], string>;
  beforeAll(async () => {
    Object.assign(tokens, await tokensOf(server, ...names));
  });
  return tokens;
}
