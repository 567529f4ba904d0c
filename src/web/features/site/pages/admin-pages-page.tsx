import { NewItemButton } from '../components/new-item-button';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Page } from '../../../../shared/schemas/site';
import { MarkupView } from '../../../components/public/markup-view';
import { useFillSiteVariables } from '../../../lib/site-variables';
import { PageEditor } from '../components/page-editor';
import { PagesTable } from '../components/pages-table';
import { PanelCard } from '../../../components/ui/panel-card';

/** /portal/pages: the CMS (legal texts, landing pages). The page composes the CMS preview. */
export default function AdminPagesPage() {
  const { t } = useTranslation('site-admin');
  const [editing, setEditing] = useState<Page | 'new' | null>(null);
  const fill = useFillSiteVariables();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-navy">{t('pages.pageTitle')}</h1>
        {editing === null && (
          <NewItemButton label={t('pages.new')} onClick={() => setEditing('new')} />
        )}
      </div>
      {editing !== null && (
        <PanelCard
          title={
            editing === 'new' ? t('pages.newTitle') : t('pages.editTitle', { slug: editing.slug })
          }
        >
          <PageEditor
            key={editing === 'new' ? 'new' : editing.id}
            page={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            renderPreview={(body) => <MarkupView source={fill(body)} />}
          />
        </PanelCard>
      )}
      <PanelCard title={t('pages.listTitle')} description={t('pages.listDescription')}>
        <PagesTable onEdit={setEditing} />
      </PanelCard>
    </div>
  );
}
