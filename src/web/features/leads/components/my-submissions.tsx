import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { myLeadsQuery } from '../api/queries';
import { StatusBadge } from './status-badge';
import { useFormat } from '../../../lib/format';
import { LabelledSection } from '../../../components/ui/labelled-section';

/**
 * "Your requests": the signed-in visitor's own form submissions (GET /api/leads/mine), newest
 * first, each with its reference, form, date and status. /dashboard shows it to role `user`; the
 * portal home to residents and owners (`onlyWhenAny`: nothing until they have sent a request),
 * whom a thank-you page sends there to follow one.
 */
export function MySubmissions({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  const { t } = useTranslation(['leads', 'dashboard']);
  const { api, user } = useSession();
  const format = useFormat();
  const query = useQuery(myLeadsQuery(api, user?.id ?? null));
  if (onlyWhenAny && !query.data?.items.length) return null;

  let body;
  if (query.isPending) body = <ListSkeleton rows={2} label={t('dashboard:requests.loading')} />;
  else if (query.isError) {
    body = <QueryError query={query} title={t('mine.error')} retryLabel={t('inbox.retry')} />;
  } else if (query.data.items.length === 0) {
    body = (
      <div className="mt-2 text-sm text-slate-600">
        <p>{t('dashboard:requests.empty')}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/ma-form" className="font-semibold text-ocean hover:underline">
            {t('mine.startManagement')}
          </Link>
          <Link to="/concierge" className="font-semibold text-ocean hover:underline">
            {t('mine.startConcierge')}
          </Link>
          <Link to="/car" className="font-semibold text-ocean hover:underline">
            {t('mine.startRental')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <ul aria-label={t('dashboard:requests.title')} className="mt-3 divide-y divide-slate-200">
        {query.data.items.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {t(`kinds.${lead.kind}`, { defaultValue: lead.kind })}
              </p>
              <p className="text-sm text-slate-600">
                <span className="font-mono">{lead.reference}</span> ·{' '}
                <time dateTime={lead.createdAt}>{format.date(lead.createdAt)}</time>
              </p>
            </div>
            <StatusBadge status={lead.status} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <LabelledSection
      id="my-submissions-title"
      title={t('dashboard:requests.title')}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
      titleClassName="text-lg font-semibold text-navy"
    >
      {body}
    </LabelledSection>
  );
}
