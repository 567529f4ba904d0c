import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { VISIT_WINDOW_KEYS } from '../../../../shared/maintenance-terms';
import type { WorkOrderAction } from '../../../../shared/work-order-flow';
import { MediaPicker, uploadedIds, type PickedFile } from '../../../components/media/media-picker';
import { FormActions } from '../../../components/ui/form-actions';
import {
  DateField,
  SelectField,
  SelectOptions,
  TextareaField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast';
import type { OutboxFile } from '../../../lib/offline/outbox';
import { isQueued, useWorkOrderWrite } from '../api/mutations';
import { techniciansQuery } from '../api/work-order-queries';

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * One move of a work order with what it needs: a technician, day and window to schedule, a reason
 * to cancel, notes to complete; the others only confirm. Server refusals show at their field, or
 * above the buttons when they concern the move itself (a 409).
 */
export function ActionForm({
  workOrderId,
  action,
  onDone,
  onCancel,
}: {
  workOrderId: string;
  action: WorkOrderAction;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const { api, getAuthHeaders } = useSession();
  const format = useFormat();
  const write = useWorkOrderWrite(workOrderId, 'actions');
  const technicians = useQuery({ ...techniciansQuery(api), enabled: action === 'schedule' });
  const [technicianId, setTechnicianId] = useState('');
  const [date, setDate] = useState(() => todayIn(format.timeZone));
  const [window, setWindow] = useState<string>('morning');
  const [text, setText] = useState('');
  const [before, setBefore] = useState<PickedFile[]>([]);
  const [after, setAfter] = useState<PickedFile[]>([]);
  const [waiting, setWaiting] = useState(false);
  const error = write.error instanceof ApiError ? write.error : null;
  const field = (name: string) => error?.fields[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pending = [...before, ...after].filter((f) => f.state !== 'done');
    // Without a connection the photos wait on the phone with the update; online, every file must
    // be in (or removed) first.
    const keepOnPhone = pending.length > 0 && !navigator.onLine;
    if (pending.length > 0 && !keepOnPhone) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    const body: Record<string, unknown> = { action };
    if (action === 'schedule') body.schedule = { technicianId, date, window };
    if (action === 'cancel' || action === 'pause' || action === 'reopen') body.reason = text;
    if (action === 'complete') {
      body.notes = text;
      body.beforeMediaIds = uploadedIds(before);
      body.afterMediaIds = uploadedIds(after);
    }
    const files: OutboxFile[] = keepOnPhone
      ? [
          ...before
            .filter((f) => f.state !== 'done')
            .map((f) => ({ stage: 'before' as const, name: f.file.name, blob: f.file })),
          ...after
            .filter((f) => f.state !== 'done')
            .map((f) => ({ stage: 'after' as const, name: f.file.name, blob: f.file })),
        ]
      : [];
    write.mutate(
      { ...body, files, label: terms(`action.${action}`) },
      {
        onSuccess: (result) => {
          showToast(
            isQueued(result) ? 'info' : 'success',
            isQueued(result)
              ? t('offline.saved')
              : t(`moved.${action}`, { reference: result.reference }),
          );
          onDone();
        },
      },
    );
  };
  const general = error && Object.keys(error.fields).length === 0 ? error.message : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {action === 'schedule' && (
        <>
          <SelectField
            label={t('schedule.technician')}
            value={technicianId}
            onChange={(e) => setTechnicianId(e.target.value)}
            error={field('schedule.technicianId') ?? field('schedule')}
          >
            <SelectOptions
              none={t('schedule.chooseTechnician')}
              values={technicians.data ?? []}
              label={(tech) => (tech.vendorName ? `${tech.name} (${tech.vendorName})` : tech.name)}
              optionValue={(tech) => tech.id}
            />
          </SelectField>
          {technicians.data?.find((tech) => tech.id === technicianId)?.insuranceExpired && (
            <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('schedule.insuranceExpired', {
                vendor: technicians.data.find((tech) => tech.id === technicianId)!.vendorName ?? '',
              })}
            </p>
          )}
          <DateField
            label={t('schedule.date')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={field('schedule.date')}
          />
          <SelectField
            label={t('schedule.window')}
            value={window}
            onChange={(e) => setWindow(e.target.value)}
            error={field('schedule.window')}
          >
            <SelectOptions
              values={VISIT_WINDOW_KEYS}
              label={(key) => <>{terms(`window.${key}`)}</>}
            />
          </SelectField>
        </>
      )}
      {(action === 'cancel' ||
        action === 'complete' ||
        action === 'pause' ||
        action === 'reopen') && (
        <TextareaField
          label={t(`actionText.${action}`)}
          hint={t(`actionHint.${action}`)}
          optional={action === 'pause' || action === 'reopen'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={field(action === 'complete' ? 'notes' : 'reason')}
        />
      )}
      {action === 'complete' && (
        <>
          <MediaPicker
            files={before}
            onChange={setBefore}
            max={8}
            capture
            getAuthHeaders={getAuthHeaders}
            label={t('photos.before')}
            error={field('beforeMediaIds')}
          />
          <MediaPicker
            files={after}
            onChange={setAfter}
            max={8}
            capture
            getAuthHeaders={getAuthHeaders}
            label={t('photos.after')}
            error={field('afterMediaIds') ?? (waiting ? t('photos.wait') : undefined)}
          />
        </>
      )}
      {(action === 'start' || action === 'close') && (
        <p className="text-sm text-slate-700">{t(`confirm.${action}`)}</p>
      )}
      <FormActions
        error={general}
        submitLabel={terms(`action.${action}`)}
        submitting={write.isPending}
        destructive={action === 'cancel'}
        cancel={{ label: t('cancel'), onClick: onCancel }}
      />
    </form>
  );
}
