import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PanelCard } from '../../../components/ui/panel-card';
import { adminCitiesQuery } from '../api/cities-admin-queries';
import { CitiesTable, editButtonId } from '../components/cities-table';
import { CityEditor } from '../components/city-editor';

/**
 * /portal/cities: what each marine-lifestyle city page says (tagline, guide, boating notes) and
 * its marinas. The city being edited is kept in ?city= so the editor can be linked to.
 */
export default function AdminCitiesPage() {
  const { t } = useTranslation('cities-admin');
  const { api } = useSession();
  const cities = useQuery(adminCitiesQuery(api));
  const [params, setParams] = useSearchParams();
  const editing = cities.data?.find((c) => c.slug === params.get('city')) ?? null;
  const editingSlug = editing?.slug ?? null;
  const editorTitle = useRef<HTMLHeadingElement>(null);

  // Opening a city moves the focus (and the screen) to its editor, above the list.
  useEffect(() => {
    if (editingSlug) editorTitle.current?.focus();
  }, [editingSlug]);

  const closeEditor = () => {
    const slug = editingSlug;
    setParams({}, { replace: true });
    if (slug) requestAnimationFrame(() => document.getElementById(editButtonId(slug))?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-700">{t('page.lead')}</p>
      </div>
      {editing && (
        <section
          aria-labelledby="city-editor-title"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        >
          <h2
            id="city-editor-title"
            ref={editorTitle}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {t('editor.title', { city: editing.name, state: editing.state })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('editor.description', { path: `/marine-lifestyle/${editing.slug}` })}
          </p>
          <div className="mt-5">
            <CityEditor key={editing.slug} city={editing} onDone={closeEditor} />
          </div>
        </section>
      )}
      <PanelCard title={t('list.title')} description={t('list.description')}>
        {cities.isPending ? (
          <ListSkeleton label={t('list.loading')} />
        ) : cities.isError ? (
          <QueryError query={cities} title={t('list.loadError')} retryLabel={t('list.retry')} />
        ) : cities.data.length === 0 ? (
          <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>
        ) : (
          <CitiesTable
            cities={cities.data}
            editing={editingSlug}
            onEdit={(slug) => setParams({ city: slug })}
          />
        )}
      </PanelCard>
    </div>
  );
}
