import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { Page } from '../../../../shared/schemas/site';
import { useSession } from '../../../lib/session/session-context';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { adminPagesQuery } from '../api/admin-queries';
import { useDeletePage } from '../api/mutations';
import { ListHeadWithActions } from '../../../components/ui/column-headers';

/** Every CMS page; Edit opens the editor, Delete asks once. */
export function PagesTable({ onEdit }: { onEdit: (page: Page) => void }) {
  const { t } = useTranslation('site-admin');
  const format = useFormat();
  const { api } = useSession();
  const pages = useQuery(adminPagesQuery(api));
  const remove = useDeletePage();
  const [doomed, setDoomed] = useState<Page | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (pages.isPending) return <ListSkeleton label={t('pages.loading')} />;
  if (pages.isError) {
    return (
      <ErrorState
        title={t('pages.loadError')}
        retryLabel={t('pages.retry')}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  if (pages.data.length === 0)
    return <EmptyState title={t('pages.empty')}>{t('pages.emptyHint')}</EmptyState>;

  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(doomed.id);
      toast.success(t('pages.deleted', { slug: doomed.slug }));
      setDoomed(null);
    } catch (err) {
      setDeleteError(err instanceof Error ? err.message : t('pages.loadError'));
    }
  };

  // Edit and delete, in the table's last column and at the foot of each card.
  const actions = (page: (typeof pages.data)[number]) => (
    <>
      <button
        type="button"
        onClick={() => onEdit(page)}
        aria-label={t('pages.editLabel', { slug: page.slug, language: page.language })}
        className="rounded px-2 py-1 font-semibold text-ocean hover:bg-slate-100"
      >
        {t('pages.edit')}
      </button>
      <button
        type="button"
        onClick={() => setDoomed(page)}
        aria-label={t('pages.deleteLabel', {
          slug: page.slug,
          language: page.language,
        })}
        className="rounded px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
      >
        {t('pages.delete')}
      </button>
    </>
  );
  const status = (page: (typeof pages.data)[number]) =>
    page.published ? t('pages.live') : t('pages.draft');
  const address = (page: (typeof pages.data)[number]) => (
    <>
      /{page.slug}{' '}
      <span className="rounded bg-slate-100 px-1.5 py-0.5 font-sans uppercase">
        {page.language}
      </span>
    </>
  );

  return (
    <>
      <ul className="flex flex-col gap-2 lg:hidden" aria-label={t('pages.listLabel')}>
        {pages.data.map((page) => (
          <li key={page.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium text-slate-900">{page.title}</p>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                  page.published ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {status(page)}
              </span>
            </div>
            <p className="mt-1 font-mono text-xs break-all text-slate-800">{address(page)}</p>
            <p className="mt-1 text-xs text-slate-600">
              {t('pages.updatedAt')}: {format.date(page.updatedAt)}
            </p>
            <div className="mt-2 -ml-2 flex flex-wrap gap-1">{actions(page)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <table className="w-full text-left text-sm">
          <ListHeadWithActions
            columns={[
              t('pages.address'),
              t('pages.title'),
              t('pages.status'),
              t('pages.updatedAt'),
            ]}
            actions={t('pages.actions')}
          />
          <tbody className="divide-y divide-slate-100">
            {pages.data.map((page) => (
              <tr key={page.id}>
                <td className="py-2 pr-4 font-mono text-xs text-slate-800">{address(page)}</td>
                <td className="py-2 pr-4 text-slate-900">{page.title}</td>
                <td className="py-2 pr-4">{status(page)}</td>
                <td className="py-2 pr-4 text-slate-700">{format.date(page.updatedAt)}</td>
                <td className="py-2 text-right whitespace-nowrap">{actions(page)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t('pages.confirmTitle')}
        description={t('pages.confirmBody', {
          slug: doomed?.slug ?? '',
          language: doomed?.language ?? '',
        })}
        confirmLabel={t('pages.delete')}
        cancelLabel={t('pages.cancel')}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
        destructive
        error={deleteError}
      />
    </>
  );
}
