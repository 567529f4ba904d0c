// npm run restore -- <file>: brings a backup back into an empty database (DATABASE_URL) or an empty
// data folder (DATA_DIR), and its files into the configured file store. Nothing is changed unless
// every table comes back whole.
import { createReadStream } from 'node:fs';
import { ConfigError, loadConfig, readEnvFile } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { openFileStore } from '../src/server/lib/file-store';
import { restoreBackup } from '../src/server/modules/backup/backup-archive';
import { embeddedDatabaseInUse } from '../src/server/modules/users/create-admin';

async function main(): Promise<number> {
  readEnvFile();
  const file = process.argv[2];
  if (!file) {
    console.error('Name the backup to restore: npm run restore -- blu-backup-….tar.gz');
    return 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl && embeddedDatabaseInUse(config.dataDir)) {
    console.error(
      `The embedded database in ${config.dataDir} is open in a running server: stop it, or restore into another DATA_DIR.`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const files = await openFileStore(config.storage, config.dataDir);
    const { manifest, files: restored } = await restoreBackup(
      database.db,
      files,
      createReadStream(file),
    );
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${restored} files.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
