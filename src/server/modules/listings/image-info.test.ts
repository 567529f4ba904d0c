import { describe, expect, it } from 'vitest';
import { makeJpegHeader, makePng } from '../../../../tests/support/images';
import { detectImageFormat } from './image-info';

describe('detectImageFormat', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageFormat(makePng(40, 30))).toBe('png');
    expect(detectImageFormat(makeJpegHeader(1600, 1200))).toBe('jpeg');
    const webp = Buffer.alloc(32);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    expect(detectImageFormat(webp)).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImageFormat(Buffer.from('GIF89a....'))).toBeNull();
    expect(
      detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBeNull();
    expect(detectImageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
