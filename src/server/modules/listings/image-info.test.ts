import { describe, expect, it } from 'vitest';
import { makeJpegHeader, makePng } from '../../../../tests/support/images';
import { detectImage } from './image-info';

function webp(kind: 'VP8X' | 'VP8L', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(32);
  bytes.write('RIFF', 0, 'latin1');
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(kind, 12, 'latin1');
  if (kind === 'VP8X') {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  } else {
    bytes.writeUInt32LE(((height - 1) << 14) | (width - 1), 21);
  }
  return bytes;
}

describe('detectImage', () => {
  it('recognises a PNG and reads its size', () => {
    expect(detectImage(makePng(40, 30))).toEqual({
      contentType: 'image/png',
      extension: 'png',
      width: 40,
      height: 30,
    });
  });

  it('recognises a JPEG and finds the size in its start-of-frame segment', () => {
    expect(detectImage(makeJpegHeader(1600, 1200))).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 1600,
      height: 1200,
    });
  });

  it('recognises extended and lossless WebP', () => {
    expect(detectImage(webp('VP8X', 800, 600))).toMatchObject({
      contentType: 'image/webp',
      width: 800,
      height: 600,
    });
    expect(detectImage(webp('VP8L', 64, 48))).toMatchObject({ width: 64, height: 48 });
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImage(Buffer.from('GIF89a....'))).toBeNull();
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
  });

  it('keeps the type but no size for a truncated header', () => {
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({
      contentType: 'image/jpeg',
      width: null,
      height: null,
    });
  });
});
