import sharp, { type OutputInfo } from 'sharp';

/** The widths the listing pages ask for: a card, a half-screen gallery, a full-screen one. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
/** About 40 megapixels: any real camera photo, but not a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedPhoto {
  /** Size of the largest stored rendition, upright. */
  width: number;
  height: number;
  /** For the few browsers without WebP, at the largest width. */
  jpeg: Buffer;
  webp: { width: number; bytes: Buffer }[];
}

/**
 * The widths stored for a photo `width` pixels wide: the standard ones below it, and the photo's
 * own width (capped at the largest) so a small photo is never enlarged.
 */
export function renditionWidths(width: number): number[] {
  const top = Math.min(width, LARGEST);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

/**
 * Decodes the upload and writes it again from its pixels only: turned upright first (the EXIF
 * orientation is about to be dropped), then without any metadata, so GPS positions, camera serials
 * and embedded thumbnails never reach a visitor. Answers null when the bytes do not decode.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto | null> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoding once to raw pixels catches damaged files here, and each rendition starts from it.
    upright = await source.raw().toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { width, height, channels } = upright.info;
  const pixels = () => sharp(upright.data, { raw: { width, height, channels } });
  const widths = renditionWidths(width);
  const webp = await Promise.all(
    widths.map(async (w) => ({
      width: w,
      bytes: await pixels()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  const top = widths[widths.length - 1]!;
  const jpeg = await pixels()
    .resize({ width: top, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { width: jpeg.info.width, height: jpeg.info.height, jpeg: jpeg.data, webp };
}

/** What a stored photo's row keeps of its encoding: the JPEG's type and size, its WebP widths. */
export function storedPhotoColumns(encoded: EncodedPhoto) {
  return {
    contentType: 'image/jpeg',
    sizeBytes: encoded.jpeg.length,
    width: encoded.width,
    height: encoded.height,
    renditionWidths: encoded.webp.map((r) => r.width),
  };
}
