import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { UnitSummary } from '../../../../shared/schemas/places';
import { HomeFacts } from '../../../components/listing/home-facts';
import { ListingPrice } from '../../../components/listing/listing-price';

/** One unit of a community: its facts and what it is offered for now, linking to its own page. */
export function UnitCard({ unit, communitySlug }: { unit: UnitSummary; communitySlug: string }) {
  const { t } = useTranslation(['places', 'listings']);
  const listing = unit.listing;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10 focus-within:ring-3 focus-within:ring-ocean hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-display text-xl font-semibold text-navy">
          <Link
            to={`/community/${communitySlug}/${unit.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-ocean focus-visible:outline-none"
          >
            {t('unit.name', { label: unit.label })}
          </Link>
        </h3>
        {listing ? (
          <span
            className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${
              listing.status === 'pending' ? 'bg-amber-100 text-amber-900' : 'bg-sand text-navy'
            }`}
          >
            {listing.status === 'pending'
              ? t('listings:status.pending')
              : t(`listings:purpose.${listing.purpose}`)}
          </span>
        ) : (
          <span className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
            {t('unit.notOffered')}
          </span>
        )}
      </div>
      <p className="text-sm text-navy/70">
        {t(`listings:kinds.${unit.property.kind}`)}
        {unit.floor !== null ? ` · ${t('unit.floor', { floor: unit.floor })}` : ''}
      </p>
      <HomeFacts bedrooms={unit.bedrooms} baths={unit.baths} sizeSqFt={unit.sizeSqFt} />
      {listing && <ListingPrice listing={listing} className="mt-auto pt-2 text-xl" />}
    </article>
  );
}
