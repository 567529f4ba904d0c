import { chmod, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Writable } from 'node:stream';

/** Where a server on the embedded database answers `npm run backup` on the same machine. */
export const BACKUP_SOCKET = 'backup.sock';

/**
 * The embedded database can be opened by one process only, so while the server runs a backup is
 * made by the server itself: `npm run backup` asks for it over a Unix socket in the data folder.
 * Whoever may read the data folder may take a backup; nobody else reaches the socket (mode 0600),
 * and it is not on the network, so it is no route of the API.
 */
export async function openBackupSocket(
  socketPath: string,
  backup: (out: Writable) => Promise<unknown>,
  log: { error(details: object, message: string): void },
): Promise<() => Promise<void>> {
  await rm(socketPath, { force: true }); // left by a server that was killed
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    backup(response).catch((err: unknown) => {
      log.error({ err }, 'backup: failed');
      // Cut off, so the client sees an incomplete archive rather than a short, valid-looking one.
      response.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
