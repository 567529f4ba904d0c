/**
 * Recognises an uploaded image by its first bytes, never by the name or the declared type a browser
 * sends. Only these three formats reach the decoder: it also reads SVG, TIFF and more, whose
 * parsers are a larger attack surface than a listing photo needs.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  const isRiffWebp =
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP';
  return isRiffWebp ? 'webp' : null;
}
