/**
 * Whether the bytes are a PDF file: the header `%PDF-1.x` / `%PDF-2.0` at the very start and the
 * `%%EOF` marker near the end (a truncated upload has none). The name and the browser's content
 * type say nothing: both are whatever the sender chose.
 */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(head)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

/** A file name safe inside a Content-Disposition header: ASCII letters, digits, - _ . and spaces. */
export function downloadName(fileName: string): string {
  const base = fileName
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9 _.-]+/g, '-')
    .replace(/^[-. ]+|[-. ]+$/g, '')
    .slice(0, 100);
  return `${base || 'document'}.pdf`;
}
