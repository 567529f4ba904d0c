import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../../../../tests/support/api';
import { startServerProcess } from '../../../../tests/support/crash/server-process';
import { openPglite } from '../../db/client';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { seedIfEmpty } from '../../db/seed/seed';
import { createLocalFileStore } from '../../lib/file-store';
import { BACKUP_SOCKET } from './backup-socket';
import { everyRow } from '../../../../tests/support/database-contents';

const run = promisify(execFile);
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'blu-backup-cli-'));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** Runs `npm run <name>` as an operator would: the script through tsx, settings from the env. */
function command(script: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
}

async function everyFile(dataDir: string) {
  const store = createLocalFileStore(dataDir);
  const found: Record<string, string> = {};
  for await (const { key } of store.list()) {
    found[key] = (await store.read(key))!.toString('base64');
  }
  return found;
}

/**
 * A server on `dataDir` was killed: `npm run backup` says it is not running and what to do, exits
 * with 1 and writes nothing, whether its socket file was left behind or not.
 */
async function expectToldServerIsNotRunning(dataDir: string) {
  expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true);
  const socket = path.join(dataDir, BACKUP_SOCKET);
  expect(existsSync(socket)).toBe(true);
  const archives = folder();
  const told = {
    code: 1,
    stdout: '',
    stderr: expect.stringMatching(
      /^No server answers on .*backup\.sock: .* its server is not running.*Start the server \(npm start\)/,
    ),
  };
  const backup = () =>
    command('backup', [path.join(archives, 'blu.tar.gz')], { DATA_DIR: dataDir });
  await expect(backup()).rejects.toMatchObject(told);
  rmSync(socket);
  await expect(backup()).rejects.toMatchObject(told);
  expect(readdirSync(archives)).toEqual([]);
}

// The embedded database's own path (through its running server); PostgreSQL is read by the command
// itself with the same code the archive tests run on both databases.
describe.skipIf(usesPostgres())('npm run backup and npm run restore', () => {
  it('back up the embedded database while its server runs, say when it no longer does, and restore into an empty data folder', async () => {
    const source = folder();
    const server = await startServerProcess(
      { kind: 'pglite', dataDir: source },
      {
        env: { SCHEDULER_INTERVAL_SECONDS: '0', BLOG_PUBLISH_INTERVAL_SECONDS: '0' },
        // A first start creates and seeds the database: over a minute on a busy 2-core machine.
        timeoutMs: 180_000,
      },
    );
    const archive = path.join(folder(), 'blu.tar.gz');
    try {
      const made = await command('backup', [archive], { DATA_DIR: source });
      expect(made.stdout).toMatch(/^Backup written to .*blu\.tar\.gz \(\d+\.\d MB\)\./);
      // The server kept answering while it wrote the backup.
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      // Killed, as a crash or `kill -9` ends it: no shutdown, so pglite/postmaster.pid and the
      // socket file stay behind with nobody listening.
      await server.kill9();
    }
    await expectToldServerIsNotRunning(source);

    const target = folder();
    const restored = await command('restore', [archive], { DATA_DIR: target });
    expect(restored.stdout).toMatch(
      /^Restored the backup of .*: \d+ rows in \d+ tables and \d+ files\./,
    );

    const [before, after] = [await openPglite(source), await openPglite(target)];
    try {
      expect(await everyRow(after.db)).toEqual(await everyRow(before.db));
    } finally {
      await before.close();
      await after.close();
    }
    const files = await everyFile(target);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(files).toEqual(await everyFile(source));
  }, 240_000);

  it('refuses to restore over a database that has accounts', async () => {
    const archiveDir = folder();
    const source = folder();
    const opened = await openPglite(source);
    await opened.close();
    // The same empty, migrated folder, copied rather than made again (initdb and every migration).
    const seeded = folder();
    cpSync(source, seeded, { recursive: true });
    // An empty, migrated embedded database backs up and restores; a second restore is refused.
    const archive = path.join(archiveDir, 'empty.tar.gz');
    await command('backup', [archive], { DATA_DIR: source });
    const database = await openPglite(seeded);
    await ensureReferenceData(database.db);
    await seedIfEmpty(database.db);
    await database.close();
    await expect(command('restore', [archive], { DATA_DIR: seeded })).rejects.toMatchObject({
      stderr: expect.stringContaining('The database already has accounts'),
    });
  }, 120_000);
});
