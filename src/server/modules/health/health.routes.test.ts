import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('liveness and readiness', () => {
  it('answers /livez and /readyz; once draining, /readyz is 503 while /livez stays 200', async () => {
    expect((await server.request('GET', '/livez')).body).toEqual({ status: 'ok' });
    const ready = await server.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');

    server.app.drain();
    const draining = await server.request('GET', '/readyz');
    expect(draining.status).toBe(503);
    expect(draining.body.status).toBe('shutting down');
    expect((await server.request('GET', '/healthz')).status).toBe(503);
    expect((await server.request('GET', '/livez')).status).toBe(200);
  });
});
