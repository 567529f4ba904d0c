import type { Photo, PropertyKind } from '../../../shared/schemas/places';
import { PropertyFacade } from './facades/property-facade';
import { ListingPhoto } from './listing-photo';

/** A card in the listing grids: one column on phones, two on tablets, three on desktops. */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

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
  sizes = CARD_SIZES,
  className = '',
}: {
  photo: Photo | null;
  kind: PropertyKind;
  seed: string;
  alt: string;
  /** Accessible name of the drawing when it stands in as the main image; omit on cards. */
  drawingLabel?: string;
  eager?: boolean;
  /** How wide the frame is drawn (HTML `sizes`); a grid card unless told. */
  sizes?: string;
  className?: string;
}) {
  if (photo) {
    return (
      <ListingPhoto
        photo={photo}
        alt={photo.altText || alt}
        sizes={sizes}
        eager={eager}
        className={className}
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
