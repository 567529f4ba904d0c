import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of one app: requests by route and status, their times, the process's own
 * (event-loop lag, memory, handles), and gauges the modules read at each scrape (database pool,
 * live sockets, e-mail backlog). Scheduler runs and failures are counted as they happen.
 */
export interface Metrics {
  readonly registry: Registry;
  /** A value read when Prometheus scrapes, e.g. the sockets this instance holds. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** One run of a periodic job, failed or not. */
  jobRan(job: string, failed: boolean): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobRuns = new Counter({
    name: 'blu_scheduler_runs_total',
    help: 'Runs of each periodic job',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'blu_scheduler_failures_total',
    help: 'Failed runs of each periodic job',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    registry,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    jobRan(job, failed) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
    },
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Counts every answer by route pattern (never the raw path: ids and link secrets would make a
 * series per request) and serves `/metrics` to a scraper holding `METRICS_TOKEN`. Without the
 * token set the route does not exist: metrics name the routes and volumes of the business.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'blu_http_requests_total',
    help: 'HTTP answers by method, route pattern and status',
    labelNames,
    registers: [metrics.registry],
  });
  const durations = new Histogram({
    name: 'blu_http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get(
    '/metrics',
    {
      // A scraper, not a person: its own bearer token, checked here, not a user's permission.
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (request, reply) => {
      const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!sameSecret(given, token)) {
        return reply
          .code(401)
          .send({ error: 'unauthenticated', message: 'Send the metrics token as a bearer token.' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
