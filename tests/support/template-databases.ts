import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name every template database of this run starts with (tests/support/api.ts). */
    templatePrefix: string;
  }
}

/**
 * Global set-up of the API suites: names this run's template databases, and drops them once every
 * worker is done. Another run on the same server keeps its own.
 */
export default function setup(project: TestProject) {
  const prefix = `blu_tpl_${randomBytes(4).toString('hex')}`;
  project.provide('templatePrefix', prefix);
  return async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DB !== 'pg' || !base) return;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows) await client.query(`drop database ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
