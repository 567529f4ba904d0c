import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF with `text` on it, as a scanned or exported lease would be. */
export async function makePdf(text = 'Lease agreement'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 72, y: 700, size: 18, font });
  return doc.save();
}

/** Uploads a PDF to a lease as `token` (an admin); returns the raw response. */
export async function uploadLeaseDocument(
  baseUrl: string,
  token: string,
  leaseId: string,
  options: { title?: string; bytes?: Uint8Array; fileName?: string } = {},
): Promise<Response> {
  const form = new FormData();
  if (options.title !== undefined) form.append('title', options.title);
  const bytes = options.bytes ?? (await makePdf());
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
    options.fileName ?? 'lease.pdf',
  );
  return fetch(`${baseUrl}/api/leases/${leaseId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
