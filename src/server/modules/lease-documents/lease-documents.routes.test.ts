import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import { makePdf, uploadLeaseDocument } from '../../../../tests/support/pdf';
import { auditLog, leaseDocuments } from '../../db/tables';

let server: TestServer;
let admin: string;
let landlord: string;
let landlord2: string;
let resident: string;
let otherResident: string;
let leaseId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, landlord, landlord2, resident, otherResident] = (await Promise.all(
    [
      'admin@example.com',
      'landlord@example.com',
      'landlord2@example.com',
      'resident@example.com',
      'marcus.bell@example.com',
    ].map((e) => server.signIn(e)),
  )) as [string, string, string, string, string];
  // On the demo landlord's property, naming resident@example.com.
  leaseId = await createTestLease(server.database.db, { startDate: '2026-01-01', status: 'draft' });
}, 180_000);
afterAll(async () => server?.close());

async function download(token: string | undefined, lease: string, documentId: string) {
  return fetch(`${server.url}/api/leases/${lease}/documents/${documentId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('uploading a lease document', () => {
  it('stores a PDF, lists it on the lease, audits it', async () => {
    const res = await uploadLeaseDocument(server.url, admin, leaseId, {
      title: 'Signed lease',
      fileName: 'signed-lease.pdf',
    });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { id: string; title: string; sizeBytes: number };
    expect(doc.title).toBe('Signed lease');
    const detail = await server.request('GET', `/api/leases/${leaseId}`, { token: admin });
    expect(detail.body.documents.map((d: { id: string }) => d.id)).toContain(doc.id);
    const [row] = await server.database.db
      .select()
      .from(leaseDocuments)
      .where(eq(leaseDocuments.id, doc.id));
    expect(row).toMatchObject({ fileName: 'signed-lease.pdf', contentType: 'application/pdf' });
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lease.document.upload'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('titles the document by its file name when no title is given', async () => {
    const res = await uploadLeaseDocument(server.url, admin, leaseId, {
      fileName: 'Addendum A.pdf',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { title: string }).title).toBe('Addendum A');
  });

  it('refuses what is not a PDF by its bytes, an empty file, a long title and a huge file', async () => {
    const png = await uploadLeaseDocument(server.url, admin, leaseId, {
      bytes: new Uint8Array(Buffer.from('\x89PNG\r\n\x1a\nnot a pdf at all')),
      fileName: 'renamed.pdf',
    });
    expect(png.status).toBe(400);
    expect(((await png.json()) as { fields: Record<string, string> }).fields.file).toMatch(
      /Only PDF files/,
    );

    const full = await makePdf();
    const truncated = await uploadLeaseDocument(server.url, admin, leaseId, {
      bytes: full.subarray(0, Math.floor(full.length / 2)),
    });
    expect(truncated.status).toBe(400);

    const empty = await uploadLeaseDocument(server.url, admin, leaseId, {
      bytes: new Uint8Array(0),
    });
    expect(empty.status).toBe(400);

    const longTitle = await uploadLeaseDocument(server.url, admin, leaseId, {
      title: 'x'.repeat(121),
    });
    expect(longTitle.status).toBe(400);
    expect(((await longTitle.json()) as { fields: Record<string, string> }).fields.title).toMatch(
      /under 120/,
    );

    const huge = new Uint8Array(10 * 1024 * 1024 + 10);
    huge.set(Buffer.from('%PDF-1.7\n'));
    const tooLarge = await uploadLeaseDocument(server.url, admin, leaseId, { bytes: huge });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { fields: Record<string, string> }).fields.file).toMatch(
      /larger than 10 MB/,
    );

    const notMultipart = await server.request('POST', `/api/leases/${leaseId}/documents`, {
      token: admin,
      body: {},
    });
    expect(notMultipart.status).toBe(400);
  });

  it('answers a broken multipart body (no boundary in it, cut short) with 400 at the file', async () => {
    for (const body of [
      '{}',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n',
    ]) {
      const res = await fetch(`${server.url}/api/leases/${leaseId}/documents`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        body,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.file).toBeTruthy();
    }
  });

  it('refuses visitors (401) and everyone but admins (403); an unknown lease is 404', async () => {
    expect((await uploadLeaseDocument(server.url, '', leaseId)).status).toBe(401);
    for (const token of [landlord, resident]) {
      expect((await uploadLeaseDocument(server.url, token, leaseId)).status).toBe(403);
    }
    const unknown = await uploadLeaseDocument(
      server.url,
      admin,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });
});

describe('downloading a lease document', () => {
  it('gives the PDF to the admin, the property’s landlord and the lease’s resident; 404 to others', async () => {
    const bytes = await makePdf('Parties only');
    const res = await uploadLeaseDocument(server.url, admin, leaseId, {
      title: 'Inventory',
      bytes,
      fileName: 'inventory.pdf',
    });
    const { id } = (await res.json()) as { id: string };

    for (const token of [admin, landlord, resident]) {
      const got = await download(token, leaseId, id);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-disposition')).toBe('attachment; filename="inventory.pdf"');
      expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
    for (const token of [landlord2, otherResident]) {
      expect((await download(token, leaseId, id)).status).toBe(404);
    }
    expect((await download(undefined, leaseId, id)).status).toBe(401);
    // A document named through another lease's address is not found.
    const other = await createTestLease(server.database.db, {
      startDate: '2026-01-01',
      status: 'draft',
    });
    expect((await download(admin, other, id)).status).toBe(404);
    expect((await download(admin, leaseId, '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await download(admin, leaseId, 'not-an-id')).status).toBe(400);
  });
});
