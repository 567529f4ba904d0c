import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Where the build under test put the browser's files. */
export const clientDir = path.join(process.env.BLU_DIST ?? 'dist', 'client');

let manifest: Record<string, Chunk> | undefined;

/** The build's manifest: which file each source module became, and what it imports. */
export function buildManifest(): Record<string, Chunk> {
  manifest ??= JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  return manifest;
}
