import type { Photo } from '../../../shared/schemas/places';

/**
 * A stored listing photo: the browser picks the WebP rendition that fits `sizes` from the srcset,
 * and falls back to the JPEG. Photos uploaded before renditions existed have only the JPEG.
 */
export function ListingPhoto({
  photo,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  photo: Photo;
  alt: string;
  /** How wide the photo is drawn, as the HTML `sizes` attribute, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const img = (
    <img
      src={photo.url}
      alt={alt}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  );
  if (!photo.srcset) return img;
  return (
    // `contents`: the frame sizes the image as if the <picture> wrapper were not there.
    <picture className="contents">
      <source type="image/webp" srcSet={photo.srcset} sizes={sizes} />
      {img}
    </picture>
  );
}
