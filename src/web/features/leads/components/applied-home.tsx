import { useQuery } from '@tanstack/react-query';
import { listingTitle } from '../../../../shared/listing-text';
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { listingQuery } from '../../../entities/listing/listing-query';

/**
 * The home a /car application is for, when it came from "Apply for this home": shown above the
 * form and recorded in the hidden `listingId`, so approval knows the unit and its rent. A listing
 * that is gone or not for rent is said so, and the application goes on without it.
 */
export function AppliedHome({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation('leads-car');
  const format = useFormat();
  const { setValue, register } = useFormContext<{ listingId?: string; desiredProperty: string }>();
  const query = useQuery({ ...listingQuery(listingId), staleTime: 60_000 });
  const listing = query.data;
  const usable = listing && listing.purpose === 'rent' && listing.status !== 'closed';

  useEffect(() => {
    if (!usable) {
      setValue('listingId', '');
      return;
    }
    setValue('listingId', listing.id);
    setValue(
      'desiredProperty',
      `${listing.title} – ${listing.property.name}, ${listing.unit.label} (${listing.city.name})`,
    );
  }, [usable, listing, setValue]);

  if (query.isPending) {
    return <div className="h-20 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  }
  return (
    <>
      <input type="hidden" {...register('listingId')} />
      {usable ? (
        <section
          aria-label={t('appliedHome.label')}
          className="flex items-start gap-3 rounded-xl border border-ocean/30 bg-ocean/5 p-4"
        >
          <Home className="mt-0.5 size-5 shrink-0 text-ocean" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-navy">
              {t('appliedHome.title', { title: listingTitle(listing, i18n.language) })}
            </p>
            <p className="text-slate-700">
              {listing.property.name} · {listing.unit.label} · {listing.city.name} ·{' '}
              {t('appliedHome.rent', {
                rent: format.marketingPrice(listing.priceCents, listing.currency),
              })}
            </p>
            <Link to="/car" className="mt-1 inline-block font-semibold text-ocean hover:underline">
              {t('appliedHome.change')}
            </Link>
          </div>
        </section>
      ) : (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {t('appliedHome.gone')}
        </p>
      )}
    </>
  );
}
