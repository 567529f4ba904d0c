import { describe, expect, it } from 'vitest';
import { sniffVideo } from './video-sniff';

const box = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftyp' + brand, 'latin1'),
    Buffer.alloc(12),
  ]);

describe('sniffVideo', () => {
  it('knows MP4, QuickTime and WebM by their first bytes', () => {
    expect(sniffVideo(box('isom'))).toBe('video/mp4');
    expect(sniffVideo(box('mp42'))).toBe('video/mp4');
    expect(sniffVideo(box('qt  '))).toBe('video/quicktime');
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]))).toBe('video/webm');
  });

  it('refuses HEIC and AVIF photos in the same box, and anything else', () => {
    expect(sniffVideo(box('heic'))).toBeNull();
    expect(sniffVideo(box('avif'))).toBeNull();
    expect(sniffVideo(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffVideo(Buffer.alloc(2))).toBeNull();
  });
});
