import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MAINTENANCE_CATEGORIES } from '../../../../shared/maintenance-terms';
import type { PreventiveSchedule } from '../../../../shared/schemas/maintenance';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { FormActions } from '../../../components/ui/form-actions';
import {
  DateField,
  SelectField,
  SelectOptions,
  TextField,
  TextareaField,
} from '../../../components/ui/form-field';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { communitiesQuery } from '../../../entities/place/place-queries';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast';

const schedulesKey = ['work-orders', 'schedules'] as const;

/** The office's preventive schedules: what repeats where, when it next falls, and a form for each. */
export function PreventiveSchedules({
  properties,
}: {
  properties: { id: string; name: string }[];
}) {
  const { t } = useTranslation('work-orders');
  const { api } = useSession();
  const query = useQuery({
    queryKey: schedulesKey,
    queryFn: async () =>
      (await api<{ schedules: PreventiveSchedule[] }>('/api/maintenance-schedules')).schedules,
  });
  const [editing, setEditing] = useState<PreventiveSchedule | 'new' | null>(null);
  if (query.isPending) return <ListSkeleton rows={3} label={t('loading')} />;
  if (query.isError) {
    return <QueryError query={query} title={t('preventive.error')} retryLabel={t('retry')} />;
  }
  return (
    <section aria-label={t('preventive.title')} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{t('preventive.intro')}</p>
        {editing === null && (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            {t('preventive.new')}
          </button>
        )}
      </div>
      {editing !== null && (
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
          <h2 className="mb-3 text-base font-semibold text-navy">
            {editing === 'new'
              ? t('preventive.new')
              : t('preventive.edit', { title: editing.title })}
          </h2>
          <ScheduleForm
            schedule={editing === 'new' ? null : editing}
            properties={properties}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      {query.data.length === 0 ? (
        <EmptyState title={t('preventive.empty')}>
          <p>{t('preventive.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.map((s) => (
            <ScheduleRow key={s.id} schedule={s} onEdit={() => setEditing(s)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ScheduleRow({ schedule, onEdit }: { schedule: PreventiveSchedule; onEdit: () => void }) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  const where =
    schedule.property?.name ?? t('preventive.community', { name: schedule.community?.name });
  const repeat =
    schedule.repeat === 'interval'
      ? t('preventive.every', { count: schedule.intervalDays ?? 0 })
      : t('preventive.yearly', {
          date: format
            .day(
              `2000-${String(schedule.month).padStart(2, '0')}-${String(schedule.day).padStart(2, '0')}`,
            )
            .replace(/,? 2000/, ''),
        });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-navy">{schedule.title}</p>
        <p className="text-sm text-slate-700">
          {where} · {terms(`category.${schedule.category}`)} · {repeat}
        </p>
        <p className="text-sm text-slate-600">
          {schedule.active
            ? schedule.nextDate
              ? t('preventive.next', {
                  date: format.day(schedule.nextDate),
                  days: schedule.leadDays,
                })
              : t('preventive.noNext')
            : t('preventive.paused')}
        </p>
      </div>
      <button
        type="button"
        onClick={onEdit}
        className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {t('preventive.editShort')}
      </button>
    </li>
  );
}

function ScheduleForm({
  schedule,
  properties,
  onDone,
}: {
  schedule: PreventiveSchedule | null;
  properties: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const communities = useQuery(communitiesQuery(undefined));
  const [v, setV] = useState(() => ({
    target: schedule?.community
      ? `c:${schedule.community.id}`
      : schedule?.property
        ? `p:${schedule.property.id}`
        : '',
    title: schedule?.title ?? '',
    description: schedule?.description ?? '',
    category: schedule?.category ?? 'air_conditioning',
    repeat: schedule?.repeat ?? 'interval',
    intervalDays: String(schedule?.intervalDays ?? 90),
    month: String(schedule?.month ?? 5),
    day: String(schedule?.day ?? 1),
    startDate: schedule?.startDate ?? new Date().toISOString().slice(0, 10),
    leadDays: String(schedule?.leadDays ?? 7),
    active: schedule?.active ?? true,
  }));
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api<PreventiveSchedule>(
        schedule ? `/api/maintenance-schedules/${schedule.id}` : '/api/maintenance-schedules',
        { method: schedule ? 'PUT' : 'POST', body },
      ),
    onSuccess: async () => {
      showToast('success', t('preventive.saved'));
      await queryClient.invalidateQueries({ queryKey: schedulesKey });
      onDone();
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const field = (name: string) => error?.fields[name];
  const set = (name: keyof typeof v, value: string | boolean) =>
    setV((x) => ({ ...x, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const interval = v.repeat === 'interval';
    save.mutate({
      propertyId: v.target.startsWith('p:') ? v.target.slice(2) : null,
      communityId: v.target.startsWith('c:') ? v.target.slice(2) : null,
      title: v.title,
      description: v.description,
      category: v.category,
      repeat: v.repeat,
      intervalDays: interval ? Number(v.intervalDays) || null : null,
      month: interval ? null : Number(v.month),
      day: interval ? null : Number(v.day) || null,
      startDate: v.startDate,
      leadDays: Number(v.leadDays) || 0,
      active: v.active,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('preventive.where')}
        value={v.target}
        onChange={(e) => set('target', e.target.value)}
        error={field('propertyId') ?? field('communityId')}
      >
        <option value="">{t('preventive.chooseWhere')}</option>
        <optgroup label={t('preventive.properties')}>
          {properties.map((p) => (
            <option key={p.id} value={`p:${p.id}`}>
              {p.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('preventive.communities')}>
          {(communities.data ?? []).map((c) => (
            <option key={c.id} value={`c:${c.id}`}>
              {c.name}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField
        label={t('filters.category')}
        value={v.category}
        onChange={(e) => set('category', e.target.value)}
      >
        <SelectOptions
          values={MAINTENANCE_CATEGORIES}
          label={(c) => <>{terms(`category.${c}`)}</>}
        />
      </SelectField>
      <TextField
        className="sm:col-span-2"
        label={t('preventive.titleLabel')}
        value={v.title}
        onChange={(e) => set('title', e.target.value)}
        error={field('title')}
      />
      <TextareaField
        className="sm:col-span-2"
        label={t('preventive.description')}
        optional
        rows={2}
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        error={field('description')}
      />
      <SelectField
        label={t('preventive.repeat')}
        value={v.repeat}
        onChange={(e) => set('repeat', e.target.value)}
      >
        <option value="interval">{t('preventive.repeatInterval')}</option>
        <option value="yearly">{t('preventive.repeatYearly')}</option>
      </SelectField>
      {v.repeat === 'interval' ? (
        <TextField
          label={t('preventive.intervalDays')}
          inputMode="numeric"
          value={v.intervalDays}
          onChange={(e) => set('intervalDays', e.target.value)}
          error={field('intervalDays')}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('preventive.month')}
            value={v.month}
            onChange={(e) => set('month', e.target.value)}
            error={field('month')}
          >
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' }).format(
                  new Date(Date.UTC(2000, i, 1)),
                )}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('preventive.day')}
            inputMode="numeric"
            value={v.day}
            onChange={(e) => set('day', e.target.value)}
            error={field('day')}
          />
        </div>
      )}
      <DateField
        label={t('preventive.startDate')}
        value={v.startDate}
        onChange={(e) => set('startDate', e.target.value)}
        error={field('startDate')}
      />
      <TextField
        label={t('preventive.leadDays')}
        hint={t('preventive.leadDaysHint')}
        inputMode="numeric"
        value={v.leadDays}
        onChange={(e) => set('leadDays', e.target.value)}
        error={field('leadDays')}
      />
      <CheckboxField
        className="sm:col-span-2"
        label={t('preventive.active')}
        description={t('preventive.activeHint')}
        checked={v.active}
        onChange={(e) => set('active', e.target.checked)}
      />
      <div className="sm:col-span-2">
        <FormActions
          error={error && Object.keys(error.fields).length === 0 ? error.message : null}
          submitLabel={t('preventive.save')}
          submitting={save.isPending}
          cancel={{ label: t('cancel'), onClick: onDone }}
        />
      </div>
    </form>
  );
}
