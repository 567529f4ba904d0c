import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/api';

const TOKEN = 'metrics-token-for-tests-0123';
let server: TestServer;
let off: TestServer;
beforeAll(async () => {
  [server, off] = await Promise.all([startTestServer({ METRICS_TOKEN: TOKEN }), startTestServer()]);
});
afterAll(async () => {
  await server?.close();
  await off?.close();
});

const scrape = (s: TestServer, token?: string) =>
  fetch(`${s.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it('answers Prometheus text to the metrics token only', async () => {
    expect((await scrape(server)).status).toBe(401);
    expect((await scrape(server, 'not-the-token-at-all-0000')).status).toBe(401);
    await server.request('GET', '/api/site-settings');
    await server.request('GET', '/api/leases/0b8c3a52-1f3e-4a51-9d0c-6a4c1b2e3f40');
    const res = await scrape(server, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /blu_http_requests_total\{method="GET",route="\/api\/site-settings",status="200"\} \d+/,
    );
    // By route pattern, never the raw path.
    expect(text).toContain('route="/api/leases/:id"');
    expect(text).not.toContain('0b8c3a52-1f3e-4a51-9d0c-6a4c1b2e3f40');
    for (const name of [
      'blu_http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag_seconds',
      'blu_outbox_backlog',
      'blu_sockets_open',
      'blu_scheduler_runs_total',
      'blu_scheduler_failures_total',
    ]) {
      expect(text, name).toContain(name);
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(off)).status).toBe(404);
  });
});
