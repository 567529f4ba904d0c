import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { StorageConfig } from '../config';

/** A stored file opened for sending: its length and its bytes as a stream. */
export interface OpenedFile {
  size: number;
  body: Readable;
}

/**
 * Where uploads and generated PDFs live, named by keys such as `uploads/blog/<uuid>.jpg` or
 * `contracts/<id>.pdf`. The data folder serves one instance; several instances share an
 * S3-compatible bucket, so a file one of them stored is served by every other.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the whole file or nothing: a reader never sees half of it. */
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** Null when there is no such file. */
  open(key: string): Promise<OpenedFile | null>;
  /** Null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the files that exist among `keys`; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which ends with `/`). */
  removeUnder(prefix: string): Promise<void>;
  /** Every key with its size, in no particular order (backups, moving to another store). */
  list(): AsyncIterable<{ key: string; size: number }>;
}

const KEY = /^[\w.-]+(\/[\w.-]+)*$/;

/** Keys are made by the server from ids, never from what a visitor sent; this guards the rule. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a file key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Only the folders the server writes files into: the embedded database beside them is not a file. */
const FILE_FOLDERS = ['uploads', 'contracts'];

/** Files under the data folder, where the embedded database lives too. */
export function createLocalFileStore(root: string): FileStore {
  const at = (key: string) => path.join(root, ...assertKey(key).split('/'));
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = at(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target, then renamed over it: a crash leaves a stray temporary file,
      // never a cut-off one under the real name.
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, target);
      } catch (err) {
        await fs.rm(temporary, { force: true });
        throw err;
      }
    },
    async open(key) {
      const file = at(key);
      const stat = await fs.stat(file).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
      if (!stat?.isFile()) return null;
      return { size: stat.size, body: createReadStream(file) };
    },
    async read(key) {
      return fs.readFile(at(key)).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(at(key), { force: true })));
    },
    async removeUnder(prefix) {
      await fs.rm(at(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async *list() {
      for (const folder of FILE_FOLDERS) {
        const entries = await fs
          .readdir(path.join(root, folder), { recursive: true, withFileTypes: true })
          .catch((err: unknown) => {
            if (missing(err)) return [];
            throw err;
          });
        for (const entry of entries) {
          if (!entry.isFile() || entry.name.endsWith('.part')) continue;
          const full = path.join(entry.parentPath, entry.name);
          const { size } = await fs.stat(full);
          yield { key: path.relative(root, full).split(path.sep).join('/'), size };
        }
      }
    },
  };
}

/** The store the configuration names; the S3 client loads only when it is the one chosen. */
export async function openFileStore(storage: StorageConfig, dataDir: string): Promise<FileStore> {
  if (storage.kind === 'local') return createLocalFileStore(dataDir);
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(storage);
}
