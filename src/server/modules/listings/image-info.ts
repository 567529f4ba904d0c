/**
 * Recognises an uploaded image by its first bytes, never by the name or the declared type a browser
 * sends, and reads its pixel size from the header when the format makes that cheap.
 */
export interface ImageInfo {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Buffer, offset: number, length: number): string {
  return bytes.toString('latin1', offset, offset + length);
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

export function detectImage(bytes: Buffer): ImageInfo | null {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    const hasHeader = bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR';
    return {
      contentType: 'image/png',
      extension: 'png',
      width: hasHeader ? bytes.readUInt32BE(16) : null,
      height: hasHeader ? bytes.readUInt32BE(20) : null,
    };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes);
    return {
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  }
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const size = webpSize(bytes);
    return {
      contentType: 'image/webp',
      extension: 'webp',
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  }
  return null;
}
