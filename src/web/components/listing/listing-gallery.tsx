import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Photo, PropertyKind } from '../../../shared/schemas/places';
import { PropertyFacade } from './facades/property-facade';
import { ListingPhoto } from './listing-photo';

/**
 * The listing's photos in one 4:3 frame with previous/next and thumbnails; the drawn facade of
 * its kind of home when the owner has not uploaded any yet.
 */
export function ListingGallery({
  photos,
  kind,
  seed,
  title,
}: {
  photos: Photo[];
  kind: PropertyKind;
  seed: string;
  title: string;
}) {
  const { t } = useTranslation('listings');
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];

  if (!current) {
    return (
      <figure className="overflow-hidden rounded-2xl bg-sand ring-1 ring-navy/10">
        <div className="aspect-[4/3]">
          <PropertyFacade
            kind={kind}
            seed={seed}
            label={t('gallery.drawingLabel', { kind: t(`kinds.${kind}`) })}
            className="h-full w-full"
          />
        </div>
        <figcaption className="px-4 py-3 text-sm text-navy/75">{t('gallery.noPhotos')}</figcaption>
      </figure>
    );
  }

  const step = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  const button =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-navy shadow hover:bg-white';
  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-3">
      <figure className="relative overflow-hidden rounded-2xl bg-sand ring-1 ring-navy/10">
        <div className="aspect-[4/3]">
          <ListingPhoto
            photo={current}
            alt={current.altText || t('gallery.photoAlt', { title, n: index + 1 })}
            sizes="(min-width: 1024px) 60vw, 100vw"
            eager
          />
        </div>
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${button} left-3`}
              onClick={() => step(-1)}
              aria-label={t('gallery.previous')}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${button} right-3`}
              onClick={() => step(1)}
              aria-label={t('gallery.next')}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        )}
        <figcaption
          className="absolute bottom-3 left-3 rounded-full bg-navy/85 px-3 py-1 text-xs font-semibold text-white"
          aria-live="polite"
        >
          {t('gallery.position', { n: index + 1, count: photos.length })}
        </figcaption>
      </figure>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block h-16 w-20 overflow-hidden rounded-lg ring-2 ${i === index ? 'ring-ocean' : 'ring-transparent'}`}
              >
                <ListingPhoto photo={photo} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
