import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { Photo } from '../../../../shared/schemas/places';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/list-states';
import { useDeleteListingPhoto } from '../api/mutations';
import { ListingPhoto } from '../../../components/listing/listing-photo';

/** The listing's photos in display order, each removable after one clear confirmation. */
export function PhotoGridEditor({
  listingId,
  title,
  photos,
}: {
  listingId: string;
  title: string;
  photos: Photo[];
}) {
  const { t } = useTranslation('listings');
  const remove = useDeleteListingPhoto();
  const [target, setTarget] = useState<Photo | null>(null);

  if (photos.length === 0) {
    return <EmptyState title={t('manage.noPhotos')}>{t('manage.noPhotosHint')}</EmptyState>;
  }
  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync({ listingId, photoId: target.id });
      toast.success(t('manage.removed'));
      setTarget(null);
    } catch {
      // The dialog shows the mutation's error and stays open for another try.
    }
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li
            key={photo.id}
            className="overflow-hidden rounded-lg border border-slate-200 bg-white"
          >
            <div className="aspect-[4/3] bg-slate-100">
              <ListingPhoto
                photo={photo}
                alt={photo.altText || t('gallery.photoAlt', { title, n: i + 1 })}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              />
            </div>
            <div className="flex items-center justify-between gap-2 p-2">
              <span className="truncate text-xs text-slate-600">
                {i === 0 ? t('manage.cover') : t('manage.position', { n: i + 1 })}
              </span>
              <button
                type="button"
                onClick={() => {
                  remove.reset();
                  setTarget(photo);
                }}
                aria-label={t('manage.removeLabel', { n: i + 1 })}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('manage.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('manage.confirmTitle')}
        description={t('manage.confirmBody', { title })}
        confirmLabel={t('manage.remove')}
        cancelLabel={t('manage.cancel')}
        onConfirm={() => void confirm()}
        busy={remove.isPending}
        destructive
        error={remove.isError ? remove.error.message : null}
      />
    </>
  );
}
