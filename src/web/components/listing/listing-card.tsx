import { MapPin } from 'lucide-react';
import { listingTitle } from '../../../shared/listing-text';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { ListingSummary } from '../../../shared/schemas/listings';
import { HomeFacts } from './home-facts';
import { ListingImage } from './listing-image';
import { ListingPrice } from './listing-price';

/** One listing in a grid: image, purpose, price, title (the link), facts and where it is. */
export function ListingCard({
  listing,
  headingLevel = 3,
}: {
  listing: ListingSummary;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('listings');
  const title = listingTitle(listing, i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/10 transition-shadow focus-within:ring-3 focus-within:ring-ocean hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        <ListingImage
          photo={listing.coverPhoto}
          kind={listing.property.kind}
          seed={listing.id}
          alt={title}
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-navy shadow-sm">
          {t(`purpose.${listing.purpose}`)}
        </span>
        {listing.isFeatured && (
          <span className="absolute top-3 right-3 rounded-full bg-navy px-3 py-1 text-xs font-semibold text-white">
            {t('featured')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ListingPrice listing={listing} className="text-2xl" />
        <Heading className="font-display text-lg leading-snug font-semibold text-navy">
          {/* The link covers the whole card; its text is the listing's title. */}
          <Link
            to={`/slp/property/${listing.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-ocean focus-visible:outline-none"
          >
            {title}
          </Link>
        </Heading>
        <HomeFacts
          bedrooms={listing.unit.bedrooms}
          baths={listing.unit.baths}
          sizeSqFt={listing.unit.sizeSqFt}
        />
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-navy/70">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {t(`kinds.${listing.property.kind}`)} ·{' '}
            {listing.property.neighborhood || listing.city.name}, {listing.city.name}
          </span>
        </p>
      </div>
    </article>
  );
}
