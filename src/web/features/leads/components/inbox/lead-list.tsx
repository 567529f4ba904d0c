import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from 'react-router';
import type { LeadSummary } from '../../../../../shared/schemas/leads/api';
import { useFormat } from '../../../../lib/format';
import { StatusBadge } from '../status-badge';

/** One row per lead; each opens it in the detail panel (?lead=<id>, so it can be linked). */
export function LeadList({
  items,
  selectedId,
  search,
}: {
  items: LeadSummary[];
  selectedId: string | null;
  search: URLSearchParams;
}) {
  const { t } = useTranslation('leads');
  const format = useFormat();
  const hrefFor = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('lead', id);
    return `?${params.toString()}`;
  };
  return (
    <ul
      aria-label={t('inbox.listLabel')}
      className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      {items.map((lead) => (
        <li key={lead.id}>
          <Link
            to={hrefFor(lead.id)}
            aria-current={lead.id === selectedId ? 'true' : undefined}
            className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40 focus-visible:ring-inset aria-[current=true]:bg-ocean/5"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-sm font-semibold text-slate-900">
                {lead.reference}
              </span>
              <StatusBadge status={lead.status} />
            </span>
            <span className="truncate text-sm font-medium text-slate-900">{lead.contactName}</span>
            <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
              <span>{t(`kinds.${lead.kind}`, { defaultValue: lead.kind })}</span>
              <time dateTime={lead.createdAt}>{format.dateTime(lead.createdAt)}</time>
              <span>
                {lead.assignee
                  ? t('inbox.assignedTo', { name: lead.assignee.name })
                  : t('inbox.unassigned')}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
