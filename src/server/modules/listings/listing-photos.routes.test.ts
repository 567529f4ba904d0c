import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos } from '../../db/tables';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { makePng } from '../../../../tests/support/images';

let server: TestServer;
let dataDir: string;
let tokens: Record<'landlord' | 'landlord2' | 'admin' | 'resident', string>;
let ownListing: string; // a listing of landlord@example.com
let otherListing: string; // a listing of landlord2@example.com
let fullListing: string; // another of theirs, filled to the photo limit

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blu-photos-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  tokens = {
    landlord: await server.signIn('landlord@example.com'),
    landlord2: await server.signIn('landlord2@example.com'),
    admin: await server.signIn('admin@example.com'),
    resident: await server.signIn('resident@example.com'),
  };
  const mine = await server.request('GET', '/api/listings/mine', { token: tokens.landlord });
  ownListing = mine.body.find((l: { status: string }) => l.status === 'active').id;
  const theirs = await server.request('GET', '/api/listings/mine', { token: tokens.landlord2 });
  otherListing = theirs.body[0].id;
  fullListing = theirs.body[1].id;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(
  listingId: string,
  token: string | undefined,
  file: { bytes: Buffer; type: string; name: string },
  altText?: string,
) {
  const form = new FormData();
  if (altText !== undefined) form.append('altText', altText);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${server.url}/api/listings/${listingId}/photos`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const png = { bytes: makePng(64, 48), type: 'image/png', name: 'terrace.png' };

describe('POST /api/listings/:id/photos', () => {
  it('stores a landlord’s photo of their own listing and serves it', async () => {
    const res = await upload(ownListing, tokens.landlord, png, 'Terrace at sunset');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentType: 'image/png',
      sizeBytes: png.bytes.length,
      width: 64,
      height: 48,
      altText: 'Terrace at sunset',
      sort: 0,
    });
    expect(res.body.url).toMatch(
      new RegExp(`^/uploads/listings/${ownListing}/[0-9a-f-]{36}\\.png$`),
    );
    const onDisk = path.join(dataDir, res.body.url.replace('/uploads/', 'uploads/'));
    expect(fs.readFileSync(onDisk).equals(png.bytes)).toBe(true);

    const served = await fetch(server.url + res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png.bytes)).toBe(true);

    const listing = await server.request('GET', `/api/listings/${ownListing}`);
    expect(listing.body.photos.map((p: { id: string }) => p.id)).toEqual([res.body.id]);
    expect(listing.body.coverPhoto.id).toBe(res.body.id);
    expect(listing.body.photoCount).toBe(1);
  });

  it('lets an admin add a photo to any listing, after the ones already there', async () => {
    const res = await upload(ownListing, tokens.admin, png);
    expect(res.status).toBe(201);
    expect(res.body.sort).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const res = await upload(ownListing, undefined, png);
    expect(res.status).toBe(401);
  });

  it('answers 403 to a resident and to a landlord who does not own the property', async () => {
    expect((await upload(ownListing, tokens.resident, png)).status).toBe(403);
    const other = await upload(otherListing, tokens.landlord, png);
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/owner of this property or an administrator/);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const res = await upload('00000000-0000-4000-8000-000000000000', tokens.admin, png);
    expect(res.status).toBe(404);
  });

  it('refuses a file that is not a JPEG, PNG or WebP, whatever its name and type say', async () => {
    const fake = {
      bytes: Buffer.from('<svg onload="alert(1)"/>'),
      type: 'image/png',
      name: 'x.png',
    };
    const res = await upload(ownListing, tokens.landlord, fake);
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toBe('Only JPEG, PNG or WebP images are accepted.');
  });

  it('refuses a photo over 5 MB with 413 and says so', async () => {
    const big = Buffer.concat([png.bytes, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(ownListing, tokens.landlord, { ...png, bytes: big });
    expect(res.status).toBe(413);
    expect(res.body.fields.file).toBe('The photo is larger than 5 MB. Choose a smaller image.');
    const files = fs.readdirSync(path.join(dataDir, 'uploads', 'listings', ownListing));
    expect(files).toHaveLength(2); // the two accepted photos only
  });

  it('answers 400 when the body is not multipart', async () => {
    const res = await server.request('POST', `/api/listings/${ownListing}/photos`, {
      token: tokens.landlord,
      body: { file: 'data:image/png;base64,AAAA' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('file');
  });
});

describe('the photo limit', () => {
  it('refuses a photo past the 20th with 409', async () => {
    const full = fullListing;
    const existing = await server.request('GET', `/api/listings/${full}`);
    const missing = 20 - existing.body.photos.length;
    await server.database.db.insert(listingPhotos).values(
      Array.from({ length: missing }, (_, i) => ({
        listingId: full,
        fileName: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}.png`,
        contentType: 'image/png',
        sizeBytes: 1,
        sort: 100 + i,
      })),
    );
    const res = await upload(full, tokens.landlord2, png);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A listing can have at most 20 photos. Remove one first.');
  });
});

describe('DELETE /api/listings/:id/photos/:photoId', () => {
  it('lets only the owner or an admin remove a photo, and removes the file', async () => {
    const added = await upload(ownListing, tokens.landlord, png);
    const target = `/api/listings/${ownListing}/photos/${added.body.id}`;
    expect((await server.request('DELETE', target)).status).toBe(401);
    expect((await server.request('DELETE', target, { token: tokens.landlord2 })).status).toBe(403);
    expect((await server.request('DELETE', target, { token: tokens.resident })).status).toBe(403);

    const removed = await server.request('DELETE', target, { token: tokens.landlord });
    expect(removed.status).toBe(204);
    expect((await fetch(server.url + added.body.url)).status).toBe(404);
    const listing = await server.request('GET', `/api/listings/${ownListing}`);
    expect(listing.body.photos.map((p: { id: string }) => p.id)).not.toContain(added.body.id);
    expect((await server.request('DELETE', target, { token: tokens.landlord })).status).toBe(404);
  });

  it('answers 404 for a photo of another listing', async () => {
    const added = await upload(otherListing, tokens.landlord2, png);
    const res = await server.request(
      'DELETE',
      `/api/listings/${ownListing}/photos/${added.body.id}`,
      {
        token: tokens.admin,
      },
    );
    expect(res.status).toBe(404);
  });
});

describe('GET /uploads/listings/...', () => {
  it('answers 404 for unknown or unsafe file names', async () => {
    for (const p of [
      `/uploads/listings/${ownListing}/00000000-0000-4000-8000-000000000000.png`,
      `/uploads/listings/${ownListing}/..%2F..%2Fpglite`,
      '/uploads/listings/not-a-listing/x.png',
    ]) {
      expect((await fetch(server.url + p)).status).toBe(404);
    }
  });
});
