import type { Photo, PropertyKind } from '../../../shared/schemas/places';
import { PropertyFacade } from './facades/property-facade';

/**
 * A listing's photo in the family's 4:3 frame, or the drawn facade of its kind of home when it
 * has none. The caller sizes the frame; both fill it the same way.
 */
export function ListingImage({
  photo,
  kind,
  seed,
  alt,
  drawingLabel,
  eager = false,
  className = '',
}: {
  photo: Photo | null;
  kind: PropertyKind;
  seed: string;
  alt: string;
  /** Accessible name of the drawing when it stands in as the main image; omit on cards. */
  drawingLabel?: string;
  eager?: boolean;
  className?: string;
}) {
  if (photo) {
    return (
      <img
        src={photo.url}
        alt={photo.altText || alt}
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-full w-full object-cover ${className}`}
      />
    );
  }
  return (
    <PropertyFacade
      kind={kind}
      seed={seed}
      label={drawingLabel}
      className={`h-full w-full ${className}`}
    />
  );
}
