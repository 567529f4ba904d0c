import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { ACCOUNT_CHANNEL, createMemoryBus, createPostgresBus, type Bus } from './lib/bus';
import { startScheduler } from './jobs/scheduler';
import { redactUrl, requestIdFrom } from './lib/log-redaction';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { countOutboxBacklog } from './modules/outbox/outbox.service';
import { createMailer } from './lib/mailer';
import { auditRoutes } from './modules/audit/audit.routes';
import { blogAdminRoutes } from './modules/blog/blog-admin.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { loadSigningKey } from './modules/auth/keys';
import { healthRoutes } from './modules/health/health.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { leasesRoutes } from './modules/leasing/leases.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { leaseDocumentsRoutes } from './modules/lease-documents/lease-documents.routes';
import { ledgerRoutes } from './modules/leasing/ledger.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { preventiveRoutes } from './modules/maintenance/preventive.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { bankingRoutes } from './modules/banking/banking.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { booksRoutes } from './modules/books/books.routes';
import { billsRoutes } from './modules/bills/bills.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { taxFormsRoutes } from './modules/tax-forms/tax-forms.routes';
import { listingPhotosRoutes } from './modules/listings/listing-photos.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { chooseSocketProtocol } from './modules/notifications/socket-admission';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { citiesAdminRoutes } from './modules/places/cities-admin.routes';
import { communitiesAdminRoutes } from './modules/places/communities-admin.routes';
import { placesRoutes } from './modules/places/places.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { blogPageResolver, readPostThroughApi } from './modules/seo/blog-page-resolver';
import { placesPageResolver } from './modules/seo/places-page-resolver';
import { sitemapRoutes } from './modules/seo/sitemap.routes';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes';
import { siteAdminRoutes } from './modules/site/site-admin.routes';
import { sitePageResolver } from './modules/site/site-page-resolver';
import { siteRoutes } from './modules/site/site.routes';
import { teamAdminRoutes } from './modules/site/team-admin.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler, registerJsonNotFound } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi, registerOpenApiRoutes } from './plugins/openapi';
import { registerRouteTable } from './plugins/route-table';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSpa } from './plugins/spa';
import { type PageResolver } from './modules/pages/page-resolver';
import { watchPublicContentWrites } from './modules/pages/public-content-changes';
import { forgetListingSearches } from './modules/listings/listing-search';
import { latestPostsInMemory } from './modules/blog/blog-public.service';
import { placesInMemory } from './modules/places/places.service';
import { siteSettingsInMemory } from './lib/site-settings';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { viewAsRoutes } from './modules/view-as/view-as.routes';
import { savedMethodsRoutes } from './modules/payments/saved-methods.routes';
import { payRoutes } from './modules/payments/pay.routes';
import { createSandboxProvider } from './modules/payments/sandbox';
import { openFileStore } from './lib/file-store';
import { createStripeProvider } from './modules/payments/stripe-provider';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string;
  logger?: boolean;
}

export function defaultClientDir(): string {
  // dist/server/index.js → dist/client
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
}

async function createBus(database: Database, app: FastifyInstance): Promise<Bus> {
  if (database.kind === 'pg' && database.url) {
    return createPostgresBus(database.url, (err) => app.log.error({ err }, 'bus error'));
  }
  const bus = createMemoryBus();
  // The embedded database's triggers announce account changes in this process.
  await database.listen?.(ACCOUNT_CHANNEL, (userId) => {
    void bus.publish({ type: 'account-changed', userId });
  });
  return bus;
}

/** A demo's bank payment settles (or is returned) a minute after it is made, not days. */
const SANDBOX_ACH_SETTLEMENT_MS = 60_000;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Link secrets (signing, approval, receipt, reset) never reach the logs.
            serializers: {
              req: (req) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    // Every log line of a request names it, and so does the answer's X-Request-Id.
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id'], randomUUID),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.metricsToken);
  registerRouteTable(app);
  await registerOpenApi(app, config.publicUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const bus = await createBus(database, app);
  const files = await openFileStore(config.storage, config.dataDir);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    bus,
    files,
    mailer: createMailer(config.smtpUrl, config.smtpFrom, {
      log: app.log,
      files,
    }),
    signingKey: await loadSigningKey(database.db),
    // The sandbox takes no real money; Stripe only when PAYMENT_PROVIDER=stripe (decision 0079).
    payments:
      config.payments.provider === 'stripe'
        ? createStripeProvider(config.payments)
        : createSandboxProvider({ achSettlementMs: SANDBOX_ACH_SETTLEMENT_MS }),
    metrics,
  };
  metrics.gauge('blu_outbox_backlog', 'E-mails queued and not yet sent', () =>
    countOutboxBacklog(ctx.db),
  );
  const pool = database.pool;
  if (pool) {
    metrics.gauge('blu_db_pool_connections', 'Open database connections', () => pool.totalCount);
    metrics.gauge('blu_db_pool_idle', 'Idle database connections', () => pool.idleCount);
    metrics.gauge(
      'blu_db_pool_waiting',
      'Queries waiting for a connection',
      () => pool.waitingCount,
    );
  }
  app.addHook('onClose', async () => bus.close());
  const stopMailer = ctx.mailer.startWorker(ctx.db); // sends the outbox when SMTP_URL is set
  app.addHook('onClose', async () => stopMailer());

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
  });
  await app.register(fastifyCookie);
  await registerRateLimit(app, config); // before the routes: it attaches itself to each as added
  // Listing photos: one file per request; the route sets the size limit and checks the bytes.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 6 } });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024, handleProtocols: chooseSocketProtocol },
  });
  registerAuth(app, ctx);
  const contentChanges = watchPublicContentWrites(app, bus);
  contentChanges.listen(() => {
    forgetListingSearches(ctx.db);
    siteSettingsInMemory.forget(ctx.db);
    placesInMemory.forget(ctx.db);
    latestPostsInMemory.forget(ctx.db);
  });
  registerInputGuard(app); // after the access rules: 401/403 before a 400 about the text

  // Every module, with the URL prefix it owns.
  await registerOpenApiRoutes(app); //  /api/openapi.json, /api/docs
  healthRoutes(app, ctx); //           /healthz
  authRoutes(app, ctx); //             /api/auth/*, /.well-known/jwks.json
  rolesRoutes(app, ctx); //            /api/roles-for-super-admin
  siteSettingsRoutes(app, ctx); //     /api/site-settings, /api/admin/site-settings, /api/admin/broker-of-record
  siteRoutes(app, ctx); //             /api/pages/:slug, /api/plans, /api/team
  siteAdminRoutes(app, ctx); //        /api/admin/pages, /api/admin/plans/:id
  teamAdminRoutes(app, ctx); //        /api/admin/team, /api/admin/offices/:id
  usersRoutes(app, ctx); //            /api/admin/users
  auditRoutes(app, ctx); //            /api/admin/audit
  outboxRoutes(app, ctx); //           /api/admin/outbox
  notificationsRoutes(app, ctx); //    /api/notifications/*, /ws/notifications
  leadsRoutes(app, ctx); //            /api/leads, /api/leads/:kind (forms), /api/leads/mine
  placesRoutes(app, ctx); //           /api/cities, /api/communities, /api/units
  citiesAdminRoutes(app, ctx); //      /api/admin/cities, /api/admin/cities/:slug
  communitiesAdminRoutes(app, ctx); // /api/admin/communities, /api/admin/communities/:slug
  listingsRoutes(app, ctx); //         /api/listings, /api/listings/:id/texts, /api/market/snapshot
  listingPhotosRoutes(app, ctx); //    /api/listings/:id/photos, /uploads/listings/*
  propertiesRoutes(app, ctx); //       /api/properties, /api/admin/properties, /api/admin/units
  leasesRoutes(app, ctx); //           /api/leases, /api/leases.csv, /api/leases/:id/*, /api/me/lease
  ledgerRoutes(app, ctx); //           /api/leases/:id/charges|payments, /api/payments/:id/reverse
  applicationsRoutes(app, ctx); //     /api/applications, /api/applications/:id/approve|decline
  leaseDocumentsRoutes(app, ctx); //   /api/leases/:id/documents, /api/leases/:id/documents/:documentId
  paymentsRoutes(app, ctx); //         /api/payments, /api/payments/sandbox/tokens (sandbox only)
  if (config.payments.provider === 'stripe') {
    await stripeWebhookRoutes(app, ctx, config.payments.webhookSecret); // /api/payments/stripe/webhook
  }
  dashboardRoutes(app, ctx); //        /api/dashboard
  viewAsRoutes(app, ctx); //           /api/view-as/accounts
  savedMethodsRoutes(app, ctx); //     /api/me/payment-methods, /api/me/autopay
  payRoutes(app, ctx); //              /api/pay/* (visitor by reference), /api/payments/:id/receipt*
  sitemapRoutes(app, ctx); //          /sitemap.xml, /robots.txt
  maintenanceRoutes(app, ctx); //      /api/maintenance/:uid, /api/work-orders*, /api/work-order-approvals/:token, /api/technicians
  preventiveRoutes(app, ctx); //       /api/maintenance-schedules[/:id]
  contractsRoutes(app, ctx); //       /api/contracts*, /api/contract-templates*, /api/sign/:token*, /api/broker/workspace
  statementsRoutes(app, ctx); //       /api/statements, /api/statements/month-to-date, /api/statements/:id[/pdf|/csv]
  bankingRoutes(app, ctx); //          /api/banking/accounts[/:id/imports|matches|entries|reconciliations/:month[/pdf|/csv|/sign]]
  reportsRoutes(app, ctx); //          /api/reports/* (trial balance, aged receivables, deposits, owner ledger)
  booksRoutes(app, ctx); //            /api/accounting/months, fees-in-trust, fee-transfers, accounts, journal-entries
  billsRoutes(app, ctx); //            /api/vendors, /api/bills, /api/checks, /api/check-batches
  payoutsRoutes(app, ctx); //          /api/payouts/*, /api/owners/:ownerId/payout-settings|contributions, /api/admin/nacha-originator
  taxFormsRoutes(app, ctx); //         /api/tax-forms/:year[/csv|/recipients/:kind/:id/pdf], /api/owner-tax-profiles*
  blogRoutes(app, ctx); //             /api/blog/*, /blog/rss.xml, /es/blog/rss.xml
  blogAdminRoutes(app, ctx); //        /api/blog-admin/*, /uploads/blog/*

  // Started once the app is ready (migrated, every route declared), stopped before the pool closes.
  let stopScheduler: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopScheduler = startScheduler(ctx, {
      intervalMs: config.schedulerIntervalSeconds * 1000,
      publishIntervalMs: config.blogPublishIntervalSeconds * 1000,
      onError: (err, job) => app.log.error({ err, job }, `${job} failed`),
      onRun: (job, failed) => metrics.jobRan(job, failed),
    });
  });
  app.addHook('onClose', async () => stopScheduler?.());

  const pageResolvers: PageResolver[] = [
    // First: it names /blog and every post itself, and moves a post's old addresses (301).
    blogPageResolver(readPostThroughApi(app)), // /blog, /blog/:postId
    sitePageResolver, // static public pages, CMS slugs, Organization JSON-LD
  ];
  pageResolvers.push(placesPageResolver); // /marine-lifestyle/:city, /community/*, /slp/property/:id
  const servesClient = options.clientDir
    ? await registerSpa(app, ctx, options.clientDir, pageResolvers, contentChanges)
    : false;
  if (!servesClient) registerJsonNotFound(app);
  return app;
}
