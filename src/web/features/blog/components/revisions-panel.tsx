import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PostRevision } from '../../../../shared/schemas/blog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PanelCard } from '../../../components/ui/panel-card';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { revisionsQuery } from '../api/admin-queries';

/** The post's kept versions, newest first; one is restored after a confirmation. */
export function RevisionsPanel({
  postId,
  dirty,
  onRestore,
}: {
  postId: string;
  /** Unsaved changes are replaced by a restore: the confirmation says so. */
  dirty: boolean;
  onRestore: (revisionId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('blog-admin');
  const { api } = useSession();
  const format = useFormat();
  const query = useQuery(revisionsQuery(api, postId));
  const [target, setTarget] = useState<PostRevision | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    const done = await onRestore(target.id);
    setBusy(false);
    if (done) setTarget(null);
  };

  return (
    <PanelCard title={t('revisions.title')} description={t('revisions.description')}>
      {query.isPending ? (
        <ListSkeleton rows={3} label={t('revisions.loading')} />
      ) : query.isError ? (
        <QueryError query={query} title={t('revisions.error')} retryLabel={t('retry')} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('revisions.emptyTitle')} icon={History}>
          {t('revisions.empty')}
        </EmptyState>
      ) : (
        <ol aria-label={t('revisions.title')} className="divide-y divide-slate-200">
          {query.data.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-navy">{revision.title}</p>
                <p className="text-sm text-slate-600">
                  {t('revisions.line', {
                    reason: t(`revisions.reason.${revision.reason}`),
                    time: format.dateTime(revision.createdAt),
                    author: revision.author.name,
                  })}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setTarget(revision)}
                aria-label={t('revisions.restoreLabel', {
                  time: format.dateTime(revision.createdAt),
                })}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('revisions.restore')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('revisions.confirmTitle')}
        description={
          target
            ? t(dirty ? 'revisions.confirmDirty' : 'revisions.confirm', {
                title: target.title,
                time: format.dateTime(target.createdAt),
              })
            : ''
        }
        confirmLabel={t('revisions.restore')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </PanelCard>
  );
}
