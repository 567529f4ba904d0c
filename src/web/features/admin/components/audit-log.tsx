import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useFormat } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { AUDIT_PAGE_SIZE, auditQuery } from '../api/queries';
import { describeChange } from '../audit-format';
import { PagedList } from './paged-list';

/** Who changed what and when, newest first; impersonated writes name the role (and person) viewed as. */
export function AuditLog() {
  const { t } = useTranslation('admin-panel');
  const format = useFormat();
  const { api } = useSession();
  return (
    <PagedList
      section="audit"
      pageSize={AUDIT_PAGE_SIZE}
      query={(page) => auditQuery(api, page)}
      at={(entry) => entry.at}
      columns="lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.5fr)]"
      cells={(entry) => {
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
          <>
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
          </>
        );
      }}
    />
  );
}
