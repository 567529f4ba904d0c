import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built client in a temporary folder: the page shell and a server entry of the test's own (its
 * `renderPage` source), so the SPA plugin can be tested without building the app. Returns the
 * folder; the caller removes it.
 */
export function writeStandInBuild(prefix: string, entryServerSource: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(root, 'client'));
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(
    path.join(root, 'client', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Blu</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), entryServerSource);
  return root;
}
