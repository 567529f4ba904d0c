import { describe, expect, it } from 'vitest';
import { downloadName, looksLikePdf } from './pdf-bytes';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('looksLikePdf', () => {
  it('accepts a header and an end marker', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))).toBe(true);
    expect(looksLikePdf(bytes('%PDF-2.0\n%%EOF'))).toBe(true);
  });

  it('refuses other files, a header elsewhere, and a truncated PDF', () => {
    expect(looksLikePdf(bytes('\x89PNG\r\n\x1a\n%%EOF'))).toBe(false);
    expect(looksLikePdf(bytes(' %PDF-1.7\n%%EOF'))).toBe(false);
    expect(looksLikePdf(bytes('%PDF-1.7\n1 0 obj\n'))).toBe(false);
    expect(looksLikePdf(bytes(''))).toBe(false);
  });
});

describe('downloadName', () => {
  it('keeps a plain name and strips what a header cannot carry', () => {
    expect(downloadName('Lease 2026.pdf')).toBe('Lease 2026.pdf');
    expect(downloadName('contrato "firmado"/ñ.PDF')).toBe('contrato -firmado.pdf');
    expect(downloadName('...')).toBe('document.pdf');
  });
});
