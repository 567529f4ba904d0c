import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, encodeHtml } from './compressed-html';

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and answers plain when neither is taken', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
  });

  it('never picks a coding the client refuses with q=0', () => {
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('BR; q=0.5')).toBe('br');
  });
});

describe('encodeHtml', () => {
  const html = `<!doctype html><html lang="es"><body>${'<p>Vivir junto al mar — ñ</p>'.repeat(500)}</body></html>`;

  it('round-trips through Brotli and gzip, and is much smaller', () => {
    const br = encodeHtml(html, 'br');
    const gzip = encodeHtml(html, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });
});
