import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { ensureReferenceData } from '../../src/server/db/seed/reference-data';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { seedIfEmpty } from '../../src/server/db/seed/seed';

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
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

export function usesPostgres(): boolean {
  return process.env.TEST_DB === 'pg';
}

/** Creates an empty database on the test server and returns its URL and a way to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `blu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        // A closed pg pool ends its connections without waiting for them: let them go before
        // the drop, so `with (force)` only ever ends connections a test really leaked.
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await c.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function openTestDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  if (usesPostgres()) {
    const created = await createPostgresDatabase();
    const database = await openPostgres(created.url);
    return {
      database,
      async dispose() {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openPglite(undefined);
  return { database, dispose: () => database.close() };
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
  const opened = options.database ? null : await openTestDatabase();
  const database = options.database ?? opened!.database;
  await ensureReferenceData(database.db);
  const config = loadConfig({ ...TEST_SERVER_ENV, ...env });
  if (options.seed !== false) await seedIfEmpty(database.db, { dataDir: config.dataDir });
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
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url + path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body, headers: res.headers };
    },
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await server.request('POST', '/api/auth/sign-in', { body: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in ${email} failed: ${res.status}`);
      return res.body.accessToken as string;
    },
  };
  return server;
}
