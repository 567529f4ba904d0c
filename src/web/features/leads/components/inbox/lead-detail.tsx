import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useSession } from '../../../../lib/session/session-context';
import { ListSkeleton, QueryError } from '../../../../components/ui/list-states';
import { leadDetailQuery } from '../../api/queries';
import { useFormat } from '../../../../lib/format';
import { PayloadView } from '../payload-view';
import { StatusBadge } from '../status-badge';
import { LeadActions } from './lead-actions';
import { LeadHistory } from './lead-history';
import { BackLink } from '../../../../components/ui/arrow-link';

/** One lead: who, what they sent, what to do with it, and what happened so far. */
export function LeadDetailPanel({ id, backHref }: { id: string; backHref: string }) {
  const { t } = useTranslation('leads');
  const { api } = useSession();
  const format = useFormat();
  const query = useQuery(leadDetailQuery(api, id));

  const back = (
    <BackLink
      to={backHref}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean hover:underline"
    >
      {t('inbox.backToList')}
    </BackLink>
  );
  if (query.isPending) return <ListSkeleton rows={6} label={t('inbox.loadingLead')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <QueryError query={query} title={t('inbox.leadError')} retryLabel={t('inbox.retry')} />
      </div>
    );
  }
  const lead = query.data;
  const { contact: _contact, ...details } = lead.payload;
  return (
    <article aria-labelledby="lead-title" className="flex min-w-0 flex-col gap-5">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="lead-title" className="font-mono text-xl font-semibold break-all text-slate-900">
            {lead.reference}
          </h2>
          <p className="text-sm text-slate-600">
            {t(`kinds.${lead.kind}`, { defaultValue: lead.kind })} ·{' '}
            {format.dateTime(lead.createdAt)}
          </p>
        </div>
        <StatusBadge status={lead.status} />
      </header>
      <section
        aria-label={t('inbox.contact')}
        className="rounded-lg border border-slate-200 p-4 text-sm"
      >
        <p className="font-semibold text-slate-900">{lead.contactName}</p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={`mailto:${lead.contactEmail}`}
            className="inline-flex items-center gap-1.5 break-all text-ocean hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {lead.contactEmail}
          </a>
          {lead.contactPhone && (
            <a
              href={`tel:${lead.contactPhone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-1.5 text-ocean hover:underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {lead.contactPhone}
            </a>
          )}
        </p>
        <p className="mt-2 text-slate-600">
          {lead.assignee
            ? t('inbox.assignedTo', { name: lead.assignee.name })
            : t('inbox.unassigned')}
          {lead.submittedBy && ` · ${t('inbox.submittedBy', { name: lead.submittedBy.name })}`}
        </p>
      </section>
      <section
        aria-labelledby="lead-actions-title"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id="lead-actions-title" className="mb-3 font-semibold text-slate-900">
          {t('inbox.actionsTitle')}
        </h3>
        <LeadActions key={lead.updatedAt} lead={lead} />
      </section>
      <section aria-labelledby="lead-payload-title">
        <h3 id="lead-payload-title" className="mb-3 font-semibold text-slate-900">
          {t('inbox.submission')}
        </h3>
        <PayloadView payload={details} level={1} />
      </section>
      <section aria-labelledby="lead-history-title">
        <h3 id="lead-history-title" className="mb-3 font-semibold text-slate-900">
          {t('inbox.historyTitle')}
        </h3>
        <LeadHistory events={lead.events} />
      </section>
    </article>
  );
}
