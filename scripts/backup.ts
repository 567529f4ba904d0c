// npm run backup [-- <file>]: one archive (.tar.gz) of the database and every stored file, taken
// while the server runs. PostgreSQL is read in one consistent snapshot by this command; the
// embedded database is open in the server, so the server writes it through its backup socket.
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, loadConfig, readEnvFile } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { openFileStore } from '../src/server/lib/file-store';
import { writeBackup } from '../src/server/modules/backup/backup-archive';
import { BACKUP_SOCKET } from '../src/server/modules/backup/backup-socket';
import { embeddedDatabaseInUse } from '../src/server/modules/users/create-admin';

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/**
 * What the operator is told when the embedded database is marked open (`pglite/postmaster.pid`)
 * but nothing answers on the server's backup socket: a server killed with -9 or by the machine
 * leaves the mark (and the socket file) behind.
 */
function noServerMessage(dataDir: string, socketPath: string): string {
  return (
    `No server answers on ${socketPath}: the embedded database in ${dataDir} is marked open ` +
    `(pglite/postmaster.pid) but its server is not running, probably stopped without closing it ` +
    `(killed or crashed). Start the server (npm start) and run npm run backup again while it runs; ` +
    `or, if you are sure no server uses ${dataDir}, delete ${path.join(dataDir, 'pglite', 'postmaster.pid')} ` +
    `and run npm run backup again, which then reads the folder itself.`
  );
}

/** A connection refused, or no socket at all: no server is listening there. */
function nobodyListens(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOENT';
}

async function fromRunningServer(dataDir: string, socketPath: string, file: string) {
  await new Promise<void>((resolve, reject) => {
    const asked = request({ socketPath, path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the server answered ${response.statusCode} to the backup request`));
        response.resume();
        return;
      }
      pipeline(response, createWriteStream(file)).then(resolve, reject);
    });
    asked.on('error', (err) =>
      reject(nobodyListens(err) ? new Error(noServerMessage(dataDir, socketPath)) : err),
    );
    asked.end();
  });
}

async function main(): Promise<number> {
  readEnvFile();
  const config = loadConfig();
  const file = path.resolve(process.argv[2] ?? `blu-backup-${stamp()}.tar.gz`);
  // Written beside the target and renamed at the end: a backup cut off half-way never looks whole.
  const partial = `${file}.part`;
  try {
    if (!config.databaseUrl && embeddedDatabaseInUse(config.dataDir)) {
      await fromRunningServer(config.dataDir, path.join(config.dataDir, BACKUP_SOCKET), partial);
    } else {
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
      });
      try {
        const files = await openFileStore(config.storage, config.dataDir);
        await writeBackup(database.db, files, database.kind, createWriteStream(partial));
      } finally {
        await database.close();
      }
    }
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  const { size } = await stat(file);
  console.log(`Backup written to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
