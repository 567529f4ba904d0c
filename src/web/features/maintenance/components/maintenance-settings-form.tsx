import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaintenanceSettings } from '../../../../shared/schemas/maintenance';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast';
import { techniciansQuery } from '../api/work-order-queries';

const settingsKey = ['work-orders', 'settings'] as const;
const URGENCY_FIELDS = ['emergency', 'urgent', 'routine'] as const;

/** The first-response targets that flag work overdue, and the technician emergencies reach. */
export function MaintenanceSettingsPanel() {
  const { t } = useTranslation('work-orders');
  const { api } = useSession();
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: () => api<MaintenanceSettings>('/api/admin/maintenance-settings'),
  });
  if (query.isPending) return <ListSkeleton rows={3} label={t('loading')} />;
  if (query.isError) {
    return <QueryError query={query} title={t('settings.error')} retryLabel={t('retry')} />;
  }
  return (
    <section
      aria-label={t('settings.title')}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 className="text-base font-semibold text-navy">{t('settings.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t('settings.intro')}</p>
      <SettingsForm settings={query.data} />
    </section>
  );
}

function SettingsForm({ settings }: { settings: MaintenanceSettings }) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const technicians = useQuery(techniciansQuery(api));
  const [hours, setHours] = useState(() => ({
    emergency: String(settings.responseHours.emergency),
    urgent: String(settings.responseHours.urgent),
    routine: String(settings.responseHours.routine),
  }));
  const [onCall, setOnCall] = useState(settings.onCallTechnicianId ?? '');
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api<MaintenanceSettings>('/api/admin/maintenance-settings', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      showToast('success', t('settings.saved'));
      // Overdue flags follow the new targets.
      await queryClient.invalidateQueries({ queryKey: ['work-orders', 'list'] });
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : undefined);
    save.mutate({
      responseHours: {
        emergency: number(hours.emergency),
        urgent: number(hours.urgent),
        routine: number(hours.routine),
      },
      onCallTechnicianId: onCall || null,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3">
      {URGENCY_FIELDS.map((u) => (
        <TextField
          key={u}
          label={t('settings.hours', { urgency: terms(`urgency.${u}`) })}
          inputMode="numeric"
          value={hours[u]}
          onChange={(e) => setHours((h) => ({ ...h, [u]: e.target.value }))}
          error={error?.fields[`responseHours.${u}`]}
        />
      ))}
      <SelectField
        className="sm:col-span-3"
        label={t('settings.onCall')}
        hint={t('settings.onCallHint')}
        value={onCall}
        onChange={(e) => setOnCall(e.target.value)}
        error={error?.fields.onCallTechnicianId}
      >
        <SelectOptions
          none={t('settings.nobody')}
          values={technicians.data ?? []}
          label={(tech) => tech.name}
          optionValue={(tech) => tech.id}
        />
      </SelectField>
      <div className="sm:col-span-3">
        <FormActions
          error={error && Object.keys(error.fields).length === 0 ? error.message : null}
          submitLabel={t('settings.save')}
          submitting={save.isPending}
        />
      </div>
    </form>
  );
}
