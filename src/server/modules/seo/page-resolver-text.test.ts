import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import type { AppContext } from '../../context';
import { placesPageResolver } from './places-page-resolver';

// The page resolvers read the database for the HTML head of /marine-lifestyle/…, /community/… and
// /slp/property/…; a NUL or a lone surrogate in the path used to reach the query and fail as 500.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

describe('placesPageResolver with text the database cannot store', () => {
  it.each([
    '/marine-lifestyle/a%00b',
    '/community/a%00b',
    '/community/a%00b/c%00d',
    '/slp/property/a%00b',
    '/marine-lifestyle/a%ED%A0%80b',
  ])('treats %s as a page that does not exist', async (path) => {
    const ctx = { db: server.database.db, config: { publicUrl: server.url } } as AppContext;
    await expect(placesPageResolver(path, ctx)).resolves.toMatchObject({ status: 404 });
  });
});
