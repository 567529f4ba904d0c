import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { SelectField, SelectOptions } from '../../../components/ui/form-field';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { myListingsQuery } from '../api/queries';
import { ListingTextsEditor } from '../components/listing-texts-editor';
import { PhotoGridEditor } from '../components/photo-grid-editor';
import { PhotoUploadForm } from '../components/photo-upload-form';
import { MAX_PHOTOS_PER_LISTING, type ManagedListing } from '../../../../shared/schemas/listings';

/**
 * /portal/listing-photos: a landlord writes the title and description of their own listings in
 * both languages and adds and removes their photos (an admin, of any listing). The chosen listing
 * is kept in ?listing= so the page can be linked to.
 */
export default function ListingPhotosPage() {
  const { t } = useTranslation('listings');
  const session = useSession();
  const listings = useQuery(myListingsQuery(session.api));

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('manage.title')}</h1>
        <p className="mt-1 text-sm text-slate-700">{t('manage.lead')}</p>
      </div>
      {listings.isPending ? (
        <ListSkeleton label={t('manage.loading')} />
      ) : listings.isError ? (
        <QueryError query={listings} title={t('manage.error')} retryLabel={t('results.retry')} />
      ) : listings.data.length === 0 ? (
        <EmptyState title={t('manage.noListings')}>{t('manage.noListingsHint')}</EmptyState>
      ) : (
        <ListingPhotosPanel listings={listings.data} />
      )}
    </div>
  );
}

/** The chosen listing: its texts, its photos, and the form to add one. */
function ListingPhotosPanel({ listings }: { listings: ManagedListing[] }) {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const selected = listings.find((l) => l.id === params.get('listing')) ?? listings[0]!;
  const full = selected.photos.length >= MAX_PHOTOS_PER_LISTING;
  return (
    <>
      <SelectField
        label={t('manage.listing')}
        value={selected.id}
        onChange={(e) => setParams({ listing: e.target.value }, { replace: true })}
        className="max-w-xl"
      >
        <SelectOptions
          values={listings}
          label={(l) => (
            <>
              {l.title} — {l.property.name} ({t(`manage.statuses.${l.status}`)})
            </>
          )}
          optionValue={(l) => l.id}
        />
      </SelectField>
      <section
        aria-labelledby="photos-title"
        className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="photos-title" className="text-lg font-semibold text-slate-900">
              {selected.title}
            </h2>
            <p className="text-sm text-slate-600">
              {selected.property.name} · {selected.city.name} ·{' '}
              {t('manage.count', { count: selected.photos.length, max: MAX_PHOTOS_PER_LISTING })}
            </p>
          </div>
          {selected.status !== 'closed' && (
            <Link
              to={`/slp/property/${selected.id}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-ocean hover:underline"
            >
              {t('manage.viewPublic')}
              <ExternalLink className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        <ListingTextsEditor key={selected.id} listing={selected} />
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-5">
          <h3 className="text-base font-semibold text-slate-900">
            {t('manage.texts.photosHeading')}
          </h3>
          <PhotoGridEditor
            listingId={selected.id}
            title={selected.title}
            photos={selected.photos}
          />
        </div>
        <div className="border-t border-slate-200 pt-5">
          <h3 className="mb-3 text-base font-semibold text-slate-900">{t('manage.addTitle')}</h3>
          {full && (
            <p className="mb-3 text-sm text-amber-800">
              {t('manage.full', { max: MAX_PHOTOS_PER_LISTING })}
            </p>
          )}
          <PhotoUploadForm key={selected.id} listingId={selected.id} disabled={full} />
        </div>
      </section>
    </>
  );
}
