import { useQuery } from '@tanstack/react-query';
import { NewItemButton } from '../components/new-item-button';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminTeamMember } from '../../../../shared/schemas/team';
import { useSession } from '../../../lib/session/session-context';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { adminTeamQuery } from '../api/team-admin-queries';
import { OfficeForm } from '../components/office-form';
import { PanelCard } from '../../../components/ui/panel-card';
import { TeamMemberForm } from '../components/team-member-form';
import { TeamMembersList } from '../components/team-members-list';

/** /portal/team: the people and offices on /blu-world. */
export default function AdminTeamPage() {
  const { t } = useTranslation('team-admin');
  const { api } = useSession();
  const team = useQuery(adminTeamQuery(api));
  const [editing, setEditing] = useState<AdminTeamMember | 'new' | null>(null);

  const loaded = team.data;
  const nextSort = loaded ? Math.max(-1, ...loaded.members.map((m) => m.sort)) + 1 : 0;
  const failed = (
    <ErrorState
      title={t('loadError')}
      retryLabel={t('retry')}
      onRetry={() => void team.refetch()}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-navy">{t('pageTitle')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('pageLead')}</p>
        </div>
        {editing === null && loaded && (
          <NewItemButton label={t('add')} onClick={() => setEditing('new')} />
        )}
      </div>
      {editing !== null && loaded && (
        <PanelCard
          title={
            editing === 'new' ? t('form.newTitle') : t('form.editTitle', { name: editing.name })
          }
        >
          <TeamMemberForm
            key={editing === 'new' ? 'new' : editing.id}
            member={editing === 'new' ? null : editing}
            offices={loaded.offices}
            nextSort={nextSort}
            onDone={() => setEditing(null)}
          />
        </PanelCard>
      )}
      <PanelCard title={t('list.title')} description={t('list.description')}>
        {team.isPending ? (
          <ListSkeleton label={t('loading')} />
        ) : team.isError ? (
          failed
        ) : (
          <TeamMembersList
            members={team.data.members}
            onEdit={setEditing}
            // The form must not keep editing someone who is gone.
            onDeleted={(gone) =>
              setEditing((open) => (open !== 'new' && open?.id === gone.id ? null : open))
            }
          />
        )}
      </PanelCard>
      <PanelCard title={t('offices.title')} description={t('offices.description')}>
        {team.isPending ? (
          <ListSkeleton rows={2} label={t('loading')} />
        ) : team.isError ? (
          failed
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {team.data.offices.map((office) => (
              <OfficeForm key={office.id} office={office} />
            ))}
          </div>
        )}
      </PanelCard>
    </div>
  );
}
