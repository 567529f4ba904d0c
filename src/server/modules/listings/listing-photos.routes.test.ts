import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos } from '../../db/tables';
import { startTestServer, tokensOf, type TestServer } from '../../../../tests/support/api';
import { makeJpegHeader, makePng } from '../../../../tests/support/images';

let server: TestServer;
let dataDir: string;
let tokens: Record<'landlord' | 'landlord2' | 'admin' | 'resident', string>;
let ownListing: string; // a listing of landlord@example.com
let otherListing: string; // a listing of landlord2@example.com
let fullListing: string; // another of theirs, filled to the photo limit

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blu-photos-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  tokens = await tokensOf(server, 'landlord', 'landlord2', 'admin', 'resident');
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

/** The listing as the search answers it (the search keeps its answers until content changes). */
async function searchedListing(id: string) {
  const res = await server.request('GET', '/api/listings?pageSize=48');
  return res.body.items.find((item: { id: string }) => item.id === id);
}

describe('POST /api/listings/:id/photos', () => {
  it('stores a landlord’s photo of their own listing and serves it', async () => {
    const before = await searchedListing(ownListing);
    const res = await upload(ownListing, tokens.landlord, png, 'Terrace at sunset');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentType: 'image/jpeg',
      width: 64,
      height: 48,
      altText: 'Terrace at sunset',
      sort: 0,
    });
    const base = `/uploads/listings/${ownListing}/[0-9a-f-]{36}`;
    expect(res.body.url).toMatch(new RegExp(`^${base}\\.jpg$`));
    // Smaller than every standard width: one rendition at its own size, never enlarged.
    expect(res.body.srcset).toMatch(new RegExp(`^${base}-64w\\.webp 64w$`));

    const served = await fetch(server.url + res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(served.headers.get('content-length'))).toBe(res.body.sizeBytes);

    const listing = await server.request('GET', `/api/listings/${ownListing}`);
    expect(listing.body.photos.map((p: { id: string }) => p.id)).toEqual([res.body.id]);
    expect(listing.body.coverPhoto.id).toBe(res.body.id);
    expect(listing.body.photoCount).toBe(1);
    // The search answered before the upload; its next answer already shows the photo.
    expect(before.photoCount).toBe(0);
    const after = await searchedListing(ownListing);
    expect(after.coverPhoto.id).toBe(res.body.id);
    expect(after.photoCount).toBe(1);
  });

  it('re-encodes a camera JPEG: upright, no EXIF or GPS in any served file, 480/960/1600 WebP', async () => {
    // 2400×1800 as the sensor wrote it, orientation 6: a portrait photo 1800 wide once turned.
    const camera = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#1d5f8a' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SeaCam', Model: 'Harbor 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 3/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined(); // the fixture does carry EXIF

    const res = await upload(ownListing, tokens.landlord, {
      bytes: camera,
      type: 'image/jpeg',
      name: 'IMG_0042.jpg',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 2133, contentType: 'image/jpeg' });

    const candidates: string[] = res.body.srcset.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    const files = [
      { url: res.body.url, format: 'jpeg', width: 1600 },
      ...candidates.map((c) => {
        const [url, w] = c.split(' ');
        return { url: url!, format: 'webp', width: Number(w!.replace('w', '')) };
      }),
    ];
    for (const file of files) {
      const served = await fetch(server.url + file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${file.format}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: file.format, width: file.width });
      expect(meta.height).toBe(Math.round((file.width * 2400) / 1800));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      for (const marker of ['Exif', 'GPS', 'SeaCam', 'Harbor 9']) {
        expect(bytes.includes(Buffer.from(marker, 'latin1'))).toBe(false);
      }
    }
    // Nothing but the re-encoded files is kept: the upload as sent is gone.
    const stored = fs.readdirSync(path.join(dataDir, 'uploads', 'listings', ownListing));
    for (const name of stored) {
      const bytes = fs.readFileSync(path.join(dataDir, 'uploads', 'listings', ownListing, name));
      expect(bytes.includes(Buffer.from('SeaCam', 'latin1'))).toBe(false);
    }
  });

  it('refuses a damaged image with 400 naming the file field, and stores nothing', async () => {
    const before = fs.readdirSync(path.join(dataDir, 'uploads', 'listings', ownListing));
    const damaged = { bytes: makeJpegHeader(800, 600), type: 'image/jpeg', name: 'broken.jpg' };
    const res = await upload(ownListing, tokens.landlord, damaged);
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toBe(
      'The photo could not be read: the file may be damaged. Export it again or choose another.',
    );
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'listings', ownListing))).toEqual(before);
  });

  it('refuses a NUL character in the alt text with 400 naming the field, and stores nothing', async () => {
    const folder = path.join(dataDir, 'uploads', 'listings', ownListing);
    const stored = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const before = stored();
    const res = await upload(ownListing, tokens.landlord, png, 'Terrace\u0000at sunset');
    expect(res.status).toBe(400);
    expect(res.body.fields.altText).toBe('Remove the invisible control character (NUL)');
    expect(stored()).toEqual(before);
  });

  it('lets an admin add a photo to any listing, after the ones already there', async () => {
    const res = await upload(ownListing, tokens.admin, png);
    expect(res.status).toBe(201);
    expect(res.body.sort).toBe(2);
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
    // The three accepted photos only: JPEG + one WebP, JPEG + three WebP, JPEG + one WebP.
    expect(files).toHaveLength(8);
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
    const rendition = added.body.srcset.split(' ')[0];
    expect((await fetch(server.url + rendition)).status).toBe(404);
    const onDisk = path.join(dataDir, rendition.replace('/uploads/', 'uploads/'));
    expect(fs.existsSync(onDisk)).toBe(false);
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
