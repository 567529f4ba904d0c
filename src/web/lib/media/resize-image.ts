/** The longest side a photo keeps: plenty for a repair, a tenth of a phone camera's bytes. */
export const MAX_PHOTO_SIDE = 2048;
const JPEG_QUALITY = 0.85;

export class UnreadablePhotoError extends Error {
  constructor() {
    super('This photo could not be read. Choose a JPEG, PNG or WebP photo.');
    this.name = 'UnreadablePhotoError';
  }
}

/** The size a `width` × `height` photo is drawn at so its longest side is at most `max`. */
export function fittedSize(width: number, height: number, max = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Shrinks a photo in the browser before it is sent: upright (EXIF orientation applied), at most
 * MAX_PHOTO_SIDE on its longest side, as JPEG. Videos and other files pass through unchanged; the
 * server re-encodes photos again in any case, so this only saves the resident's data plan and time.
 */
export async function resizeForUpload(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError();
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
