import type { Metrics } from './plugins/metrics';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Bus } from './lib/bus';
import type { FileStore } from './lib/file-store';
import type { Mailer } from './lib/mailer';
import type { SigningKey } from './modules/auth/keys';
import type { PaymentProvider } from './modules/payments/provider';

/** What every module is handed when it is registered: built once per process in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: Bus;
  /** Uploads and generated PDFs: the data folder, or a bucket several instances share. */
  files: FileStore;
  mailer: Mailer;
  signingKey: SigningKey;
  /** The card and bank processor: the sandbox unless another is configured (decision 0043). */
  payments: PaymentProvider;
  /** What /metrics reports; modules add the gauges they own. */
  metrics: Metrics;
}
