import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { AdminCommunity } from '../../../../shared/schemas/communities-admin';
import { SelectField } from '../../../components/ui/form-field';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useSession } from '../../../lib/session/session-context';
import { adminCommunitiesQuery } from '../api/communities-admin';
import { CommunityEditor } from '../components/community-editor';

/**
 * /portal/communities: what each community page says about the building or neighborhood, in
 * English and Spanish. The community being edited is kept in ?community= so it can be linked to.
 */
export default function AdminCommunitiesPage() {
  const { t } = useTranslation('cities-admin');
  const { api } = useSession();
  const communities = useQuery(adminCommunitiesQuery(api));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('communities.title')}</h1>
        <p className="mt-1 text-sm text-slate-700">{t('communities.lead')}</p>
      </div>
      {communities.isPending ? (
        <ListSkeleton label={t('communities.loading')} />
      ) : communities.isError ? (
        <QueryError
          query={communities}
          title={t('communities.loadError')}
          retryLabel={t('list.retry')}
        />
      ) : communities.data.length === 0 ? (
        <EmptyState title={t('communities.empty')}>{t('communities.emptyHint')}</EmptyState>
      ) : (
        <CommunityPanel communities={communities.data} />
      )}
    </div>
  );
}

function CommunityPanel({ communities }: { communities: AdminCommunity[] }) {
  const { t } = useTranslation('cities-admin');
  const [params, setParams] = useSearchParams();
  const selected = communities.find((c) => c.slug === params.get('community')) ?? communities[0]!;
  const cities = [...new Set(communities.map((c) => c.city.name))];
  return (
    <>
      <SelectField
        label={t('communities.pick')}
        value={selected.slug}
        onChange={(e) => setParams({ community: e.target.value }, { replace: true })}
        className="max-w-xl"
      >
        {cities.map((city) => (
          <optgroup key={city} label={city}>
            {communities
              .filter((c) => c.city.name === city)
              .map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                  {c.description.es ? '' : ` — ${t('communities.noSpanish')}`}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <section
        aria-labelledby="community-title"
        className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="community-title" className="text-lg font-semibold text-slate-900">
              {selected.name}
            </h2>
            <p className="text-sm text-slate-600">
              {t(`communities.kinds.${selected.kind}`)} · {selected.city.name}
            </p>
          </div>
          <Link
            to={`/community/${selected.slug}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-ocean hover:underline"
          >
            {t('communities.viewPublic')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <CommunityEditor key={selected.slug} community={selected} />
      </section>
    </>
  );
}
