import path from 'node:path';
import { buildApp, defaultClientDir } from './app';
import { ConfigError, loadConfig, readEnvFile } from './config';
import { openDatabase } from './db/client';
import { ensureReferenceData } from './db/seed/reference-data';
import { seedIfEmpty } from './db/seed/seed';
import { openFileStore } from './lib/file-store';
import { postUnpostedHistory } from './modules/accounting/post-history';
import { taxIdKeyProblem } from './modules/bills/vendors.service';
import { writeBackup } from './modules/backup/backup-archive';
import { BACKUP_SOCKET, openBackupSocket } from './modules/backup/backup-socket';

async function main(): Promise<void> {
  readEnvFile();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // React and other libraries choose their development build unless told otherwise, and the
  // page renderer loads React after this line: unset, it drew pages 2-3 times slower.
  process.env.NODE_ENV = config.env;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureReferenceData(database.db);
  const app = await buildApp({ config, database, clientDir: defaultClientDir() });
  const files = await openFileStore(config.storage, config.dataDir);
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database.db, {
      files,
      publicUrl: config.publicUrl,
      taxIdKey: config.vendorTaxIdKey,
    });
    app.log.info(seeded ? 'demo data seeded' : 'database already has data; not seeding');
  } else {
    app.log.info(
      'demo data not seeded: PUBLIC_URL is not this machine (set SEED_DEMO=true to seed it anyway)',
    );
  }
  // Vendors' taxpayer ids are unreadable without their key: refuse to start rather than serve them.
  const keyProblem = await taxIdKeyProblem({ db: database.db, config });
  if (keyProblem) {
    app.log.error(keyProblem);
    await app.close();
    await database.close();
    process.exit(1);
  }
  if (config.vendorTaxIdKey?.demo) {
    app.log.warn(
      "VENDOR_TAX_ID_KEY is not set: the demo's vendors use the published demo key (never for real taxpayer ids)",
    );
  }
  // Events recorded before the books existed (an upgrade) are posted before this instance serves.
  const posted = await postUnpostedHistory(database.db);
  if (posted > 0) app.log.info(`posted the ledger history of ${posted} leases to the books`);
  if (config.publicDemo) {
    app.log.warn(
      `SEED_DEMO=true on ${config.publicUrl}: anyone can sign in to the demo accounts ` +
        '(admin@example.com included) with the password published in the README. ' +
        'Use this only for a demonstration.',
    );
  }
  app.log.info(
    config.payments.provider === 'stripe'
      ? 'payments: Stripe (PAYMENT_PROVIDER=stripe); live keys take real money'
      : 'payments: the sandbox; it takes its test cards and accounts only, and no real money',
  );

  // PostgreSQL is backed up by the command itself; the embedded database only through its server.
  const closeBackupSocket =
    database.kind === 'pglite'
      ? await openBackupSocket(
          path.join(config.dataDir, BACKUP_SOCKET),
          (out) => writeBackup(database.db, files, database.kind, out),
          app.log,
        )
      : async () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Ready no more: the load balancer stops sending work while what it sent is answered.
    app.drain();
    const { drainSeconds, timeoutSeconds } = config.shutdown;
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    const limit = setTimeout(() => {
      app.log.error(`requests still running after ${timeoutSeconds} s: exiting`);
      process.exit(1);
    }, timeoutSeconds * 1000);
    await app.close(); // no new connections; waits for requests in progress and the scheduler
    await closeBackupSocket();
    await database.close();
    clearTimeout(limit);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Blu is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
