import { CalendarClock, CircleAlert, EyeOff, Save, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminPost } from '../../../../shared/schemas/blog';
import { FormError } from '../../../components/ui/form-actions';
import { DateField, TextField } from '../../../components/ui/form-field';
import { PanelCard } from '../../../components/ui/panel-card';
import { useFormat } from '../../../lib/format';
import type { EditorCommand } from '../lib/use-post-editor';
import { utcToWallClock, wallClockToUtc, type WallClock } from '../lib/zoned-time';
import { PostStatusBadge } from './post-status-badge';

/** An hour from now on the company clock, on a five-minute mark: a schedule's first offer. */
function nextHour(timeZone: string): WallClock {
  const at = new Date(Date.now() + 60 * 60_000);
  at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 5) * 5, 0, 0);
  return utcToWallClock(at, timeZone);
}

const primary =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60';
const secondary =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/**
 * Where the post stands and what can be done: save, publish now, schedule for a date and time
 * (typed on the company clock, sent as UTC), unpublish, and delete while it is a draft.
 */
export function PublishPanel({
  post,
  busy,
  error,
  publishAtError,
  onCommand,
  onDelete,
}: {
  post: AdminPost | null;
  busy: string | null;
  error: string | null;
  publishAtError?: string | undefined;
  onCommand: (command: EditorCommand) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('blog-admin');
  const format = useFormat();
  const [when, setWhen] = useState<WallClock>(() =>
    post?.publishAt ? utcToWallClock(post.publishAt, format.timeZone) : nextHour(format.timeZone),
  );
  const [localError, setLocalError] = useState<string | null>(null);
  const status = post?.status ?? 'draft';
  const live = status === 'published' || status === 'scheduled';

  const schedule = () => {
    const publishAt = wallClockToUtc(when, format.timeZone);
    if (!publishAt) return setLocalError(t('schedule.missing'));
    if (new Date(publishAt).getTime() <= Date.now()) return setLocalError(t('schedule.past'));
    setLocalError(null);
    onCommand({ kind: 'schedule', publishAt });
  };

  const scheduleError = localError ?? publishAtError;
  const scheduleErrorId = useId();
  // Both inputs are refused together (the instant they make), described by one message.
  const invalid = scheduleError
    ? ({ 'aria-invalid': true, 'aria-describedby': scheduleErrorId } as const)
    : {};
  return (
    <PanelCard title={t('publish.title')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 text-sm text-slate-700">
          <PostStatusBadge status={status} publishAt={post?.publishAt ?? null} />
          {post?.publishedAt && status === 'published' && (
            <p>{t('publish.publishedAt', { time: format.dateTime(post.publishedAt) })}</p>
          )}
          {post && <p>{t('publish.updatedAt', { time: format.dateTime(post.updatedAt) })}</p>}
          {!post && <p>{t('publish.notSaved')}</p>}
        </div>
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => onCommand({ kind: 'draft' })}
            className={secondary}
          >
            <Save className="size-4" aria-hidden="true" />
            {t(
              busy === 'draft'
                ? 'publish.saving'
                : live
                  ? 'publish.saveChanges'
                  : 'publish.saveDraft',
            )}
          </button>
          {status !== 'published' && (
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => onCommand({ kind: 'publish' })}
              className={primary}
            >
              <Send className="size-4" aria-hidden="true" />
              {t(busy === 'publish' ? 'publish.publishing' : 'publish.publishNow')}
            </button>
          )}
        </div>
        {/* A published post changes by saving; it is scheduled again only once unpublished. */}
        {status !== 'published' && (
          <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-navy">{t('schedule.legend')}</legend>
            <p className="text-sm text-slate-600">
              {t('schedule.hint', { zone: format.timeZone })}
            </p>
            <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
              <DateField
                label={t('schedule.date')}
                name="publishAt"
                value={when.date}
                {...invalid}
                onChange={(e) => setWhen((w) => ({ ...w, date: e.target.value }))}
              />
              <TextField
                label={t('schedule.time')}
                type="time"
                step={60}
                value={when.time}
                {...invalid}
                onChange={(e) => setWhen((w) => ({ ...w, time: e.target.value }))}
              />
            </div>
            {scheduleError && (
              <p
                id={scheduleErrorId}
                role="alert"
                className="flex items-start gap-1.5 text-sm text-red-700"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{scheduleError}</span>
              </p>
            )}
            <button type="button" disabled={busy !== null} onClick={schedule} className={secondary}>
              <CalendarClock className="size-4" aria-hidden="true" />
              {t(
                busy === 'schedule'
                  ? 'schedule.scheduling'
                  : status === 'scheduled'
                    ? 'schedule.reschedule'
                    : 'schedule.button',
              )}
            </button>
          </fieldset>
        )}
        {live && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => onCommand({ kind: 'unpublish' })}
            className={secondary}
          >
            <EyeOff className="size-4" aria-hidden="true" />
            {t(status === 'scheduled' ? 'publish.unschedule' : 'publish.unpublish')}
          </button>
        )}
        {post && status === 'draft' && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={onDelete}
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('publish.delete')}
          </button>
        )}
        <FormError message={error} />
      </div>
    </PanelCard>
  );
}
