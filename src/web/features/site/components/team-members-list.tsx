import { Languages, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminTeamMember } from '../../../../shared/schemas/team';
import { localized } from '../../../components/layout/localized';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/list-states';
import { showToast } from '../../../lib/toast';
import { useDeleteTeamMember } from '../api/team-mutations';

/** The team in the public page's order; Edit opens the form, Delete asks once. */
export function TeamMembersList({
  members,
  onEdit,
  onDeleted,
}: {
  members: AdminTeamMember[];
  onEdit: (member: AdminTeamMember) => void;
  onDeleted: (member: AdminTeamMember) => void;
}) {
  const { t, i18n } = useTranslation('team-admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const remove = useDeleteTeamMember();
  const [doomed, setDoomed] = useState<AdminTeamMember | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (members.length === 0) {
    return <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>;
  }

  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(doomed.id);
      showToast('success', t('list.deleted', { name: doomed.name }));
      setDoomed(null);
      onDeleted(doomed);
    } catch (err) {
      setDeleteError(
        err instanceof Error ? err.message : t('list.deleteFailed', { name: doomed.name }),
      );
    }
  };

  return (
    <>
      <ul className="divide-y divide-slate-100">
        {members.map((member) => (
          <li
            key={member.id}
            className="grid gap-2 py-3 md:grid-cols-2 md:gap-x-4 lg:grid-cols-[minmax(0,1fr)_18rem_auto] lg:items-center"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{member.name}</p>
              <p className="text-sm text-slate-700">{localized(member.title, language)}</p>
            </div>
            <dl className="flex min-w-0 flex-col gap-1 text-sm text-slate-700">
              <div className="flex items-center gap-2">
                <dt>
                  <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">{t('list.office')}</span>
                </dt>
                <dd>{member.office?.city ?? t('list.noOffice')}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Languages className="size-4 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">{t('list.languages')}</span>
                </dt>
                <dd>{member.languages.join(' · ')}</dd>
              </div>
            </dl>
            <div className="-ml-2 flex gap-1 text-sm md:col-span-2 lg:col-span-1 lg:ml-0">
              <button
                type="button"
                onClick={() => onEdit(member)}
                aria-label={t('list.editLabel', { name: member.name })}
                className="rounded px-2 py-1 font-semibold text-ocean hover:bg-slate-100"
              >
                {t('list.edit')}
              </button>
              <button
                type="button"
                onClick={() => {
                  setDeleteError(null);
                  setDoomed(member);
                }}
                aria-label={t('list.deleteLabel', { name: member.name })}
                className="rounded px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
              >
                {t('list.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t('list.confirmTitle')}
        description={t('list.confirmBody', { name: doomed?.name ?? '' })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
        destructive
        error={deleteError}
      />
    </>
  );
}
