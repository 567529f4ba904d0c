import { useTranslation } from '../../../../i18n/use-translation';
import type { LeadEvent } from '../../../../../shared/schemas/leads/api';
import { useFormat } from '../../../../lib/format';

/** The lead's events, oldest first, each as one sentence. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  const { t } = useTranslation('leads');
  const format = useFormat();
  const who = (e: LeadEvent) => e.actorName ?? t('inbox.history.visitor');
  const say = (e: LeadEvent) => {
    switch (e.type) {
      case 'created':
        return t('inbox.history.created', { who: who(e) });
      case 'status':
        return t('inbox.history.status', {
          who: who(e),
          from: t(`statuses.${e.fromStatus}`, { defaultValue: e.fromStatus ?? '' }),
          to: t(`statuses.${e.toStatus}`, { defaultValue: e.toStatus ?? '' }),
        });
      case 'assigned':
        return e.assignee
          ? t('inbox.history.assigned', { who: who(e), name: e.assignee.name })
          : t('inbox.history.unassigned', { who: who(e) });
      case 'note':
        return t('inbox.history.note', { who: who(e) });
    }
  };
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {events.map((e) => (
        <li key={e.id} className="text-sm">
          <p className="text-slate-900">{say(e)}</p>
          {e.note && (
            <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-800">
              {e.note}
            </p>
          )}
          <time dateTime={e.createdAt} className="text-xs text-slate-600">
            {format.dateTime(e.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
