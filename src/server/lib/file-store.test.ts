import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../tests/support/s3';
import { loadConfig } from '../config';
import { copyFiles } from './copy-files';
import { assertKey, createLocalFileStore, openFileStore, type FileStore } from './file-store';

let s3: S3StandIn;
let folder: string;
const stores: Record<string, FileStore> = {};

beforeAll(async () => {
  s3 = await startS3StandIn();
  folder = mkdtempSync(path.join(tmpdir(), 'blu-files-'));
  stores.local = createLocalFileStore(folder);
  const config = loadConfig({ ...s3.env, DATA_DIR: folder });
  stores.s3 = await openFileStore(config.storage, config.dataDir);
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function keys(store: FileStore) {
  const found: string[] = [];
  for await (const { key } of store.list()) found.push(key);
  return found.sort();
}

describe.each(['local', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind]!;
  const prefix = `uploads/test-${kind}`;

  it('keeps what it is given and answers it whole, with its length', async () => {
    await store().put(`${prefix}/a/photo.jpg`, Buffer.from('first bytes'), 'image/jpeg');
    const opened = await store().open(`${prefix}/a/photo.jpg`);
    expect(opened?.size).toBe(11);
    expect(await text(opened!.body)).toBe('first bytes');
    expect((await store().read(`${prefix}/a/photo.jpg`))?.toString()).toBe('first bytes');
  });

  it('answers null for a file that is not there', async () => {
    expect(await store().open(`${prefix}/none.jpg`)).toBeNull();
    expect(await store().read(`${prefix}/none.jpg`)).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    await store().put(`${prefix}/b.pdf`, Buffer.from('one'));
    await store().put(`${prefix}/b.pdf`, Buffer.from('two!'));
    expect((await store().read(`${prefix}/b.pdf`))?.toString()).toBe('two!');
  });

  it('removes named files, and a folder with everything in it', async () => {
    await store().put(`${prefix}/c/1.webp`, Buffer.from('1'));
    await store().put(`${prefix}/c/2.webp`, Buffer.from('2'));
    await store().put(`${prefix}/d.jpg`, Buffer.from('d'));
    await store().remove([`${prefix}/d.jpg`, `${prefix}/never-there.jpg`]);
    expect(await store().read(`${prefix}/d.jpg`)).toBeNull();
    await store().removeUnder(`${prefix}/c/`);
    expect(await store().read(`${prefix}/c/1.webp`)).toBeNull();
    expect(await store().read(`${prefix}/c/2.webp`)).toBeNull();
  });

  it('lists every file with its size', async () => {
    await store().put(`${prefix}/e/listed.jpg`, Buffer.from('12345'));
    const listed = [];
    for await (const file of store().list()) listed.push(file);
    expect(listed).toContainEqual({ key: `${prefix}/e/listed.jpg`, size: 5 });
    expect(await keys(store())).toContain(`${prefix}/a/photo.jpg`);
  });
});

describe('the local file store', () => {
  it('leaves no temporary file behind and lists only its own folders, not the database', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'blu-files-'));
    const local = createLocalFileStore(root);
    await local.put('contracts/x.pdf', Buffer.from('%PDF'));
    mkdirSync(path.join(root, 'pglite'));
    writeFileSync(path.join(root, 'pglite', 'PG_VERSION'), '17');
    expect(readdirSync(path.join(root, 'contracts'))).toEqual(['x.pdf']);
    expect(await keys(local)).toEqual(['contracts/x.pdf']);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('file keys', () => {
  it('refuse anything that could leave the store', () => {
    for (const bad of ['../etc/passwd', 'uploads/../../x', '/abs', 'a//b', 'a/./b', '', 'a\\b']) {
      expect(() => assertKey(bad), bad).toThrow();
    }
    expect(assertKey('uploads/blog/0b9c.jpg')).toBe('uploads/blog/0b9c.jpg');
  });
});

describe('copying files between stores', () => {
  it('copies every file under the same key, and a second run copies only what is missing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'blu-files-'));
    const local = createLocalFileStore(root);
    await local.put('uploads/blog/one.jpg', Buffer.from('one'));
    await local.put('contracts/two.pdf', Buffer.from('%PDF-two'));
    const s3Store = stores.s3!;
    expect(await copyFiles(local, s3Store)).toEqual({ copied: 2, skipped: 0 });
    expect((await s3Store.read('contracts/two.pdf'))?.toString()).toBe('%PDF-two');
    await local.put('uploads/blog/three.jpg', Buffer.from('3'));
    expect(await copyFiles(local, s3Store)).toEqual({ copied: 1, skipped: 2 });
    expect(await keys(local)).toHaveLength(3);
    rmSync(root, { recursive: true, force: true });
  });
});
