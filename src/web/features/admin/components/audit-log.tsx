import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { useFormat } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { AUDIT_PAGE_SIZE, auditQuery } from '../api/queries';
import { describeChange } from '../audit-format';

/** Who changed what and when, newest first; impersonated writes name the role (and person) viewed as. */
export function AuditLog() {
  const { t } = useTranslation('admin-panel');
  const format = useFormat();
  const { api } = useSession();
  const [page, setPage] = useState(1);
  const query = useQuery(auditQuery(api, page));

  if (query.isPending) return <ListSkeleton label={t('audit.loading')} />;
  if (query.isError) {
    return <QueryError query={query} title={t('audit.error')} retryLabel={t('common.retry')} />;
  }
  if (query.data.items.length === 0) {
    return <EmptyState title={t('audit.empty')}>{t('audit.emptyHint')}</EmptyState>;
  }
  return (
    <div>
      <ul
        aria-label={t('audit.listLabel')}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {query.data.items.map((entry) => {
          const changes = describeChange(
            entry.before,
            entry.after,
            { role: (value) => (typeof value === 'string' ? roleLabel(value, t) : undefined) },
            {
              money: (cents) => format.money(cents, 'USD'),
              dateTime: format.dateTime,
              day: format.day,
            },
          );
          return (
            <li
              key={entry.id}
              className="grid gap-1 px-4 py-3 text-sm lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.5fr)] lg:gap-4"
            >
              <time dateTime={entry.at} className="text-slate-600">
                {format.dateTime(entry.at)}
              </time>
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">
                  {entry.actorEmail ?? t('audit.system')}
                </p>
                <p className="text-xs text-slate-600">
                  {entry.realRole && roleLabel(entry.realRole, t)}
                  {entry.impersonatedRole &&
                    ` · ${
                      entry.viewedUserEmail
                        ? t('audit.viewingAsPerson', {
                            email: entry.viewedUserEmail,
                            role: roleLabel(entry.impersonatedRole, t),
                          })
                        : t('audit.viewingAs', { role: roleLabel(entry.impersonatedRole, t) })
                    }`}
                </p>
              </div>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{entry.action}</p>
                {entry.target && <p className="text-xs break-all text-slate-600">{entry.target}</p>}
                {changes.length > 0 && (
                  <ul className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-700">
                    {changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        total={query.data.total}
        onPage={setPage}
        labels={{
          nav: t('audit.pagination'),
          previous: t('common.previous'),
          next: t('common.next'),
          status: t('common.pageStatus', {
            page,
            pages: pageCount(query.data.total, AUDIT_PAGE_SIZE),
          }),
        }}
      />
    </div>
  );
}
