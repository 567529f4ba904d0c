import { Phone, Siren } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  MAINTENANCE_CATEGORIES,
  MAX_REQUEST_MEDIA,
  PREFERRED_TIMES,
  URGENCIES,
  type MaintenanceCategory,
} from '../../../../shared/maintenance-terms';
import type { MaintenancePage, NewRequest } from '../../../../shared/schemas/maintenance';
import {
  allUploaded,
  MediaPicker,
  uploadedIds,
  type PickedFile,
} from '../../../components/media/media-picker';
import { CheckboxGroup, RadioGroup } from '../../../components/ui/choice-fields';
import { FormActions } from '../../../components/ui/form-actions';
import {
  SelectField,
  SelectOptions,
  TextField,
  TextareaField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast';
import { useFileRequest } from '../api/queries';

const EMPTY = (page: MaintenancePage, category: MaintenanceCategory | '') => ({
  unitId: page.units.length === 1 ? page.units[0]!.unitId : '',
  category: category as string,
  urgency: '',
  description: '',
  permissionToEnter: '',
  preferredTimes: [] as string[],
  pets: '',
  accessNotes: '',
});

/**
 * The new request: which home, what and how urgent (an emergency shows the 24/7 line at once),
 * what is wrong, photos or videos, and how to get in. It is sent only once every file is in.
 */
export function RequestForm({
  uid,
  page,
  initialCategory,
}: {
  uid: string;
  page: MaintenancePage;
  initialCategory: MaintenanceCategory | '';
}) {
  const { t } = useTranslation('maintenance');
  const { t: terms } = useTranslation('maintenance-terms');
  const { getAuthHeaders } = useSession();
  const file = useFileRequest(uid);
  const [values, setValues] = useState(() => EMPTY(page, initialCategory));
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const error = file.error instanceof ApiError ? file.error : null;
  const field = (name: string) => error?.fields[name];
  const set = (name: keyof typeof values, value: string | string[]) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allUploaded(files)) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    const body = {
      unitId: values.unitId,
      category: values.category || undefined,
      urgency: values.urgency || undefined,
      description: values.description,
      permissionToEnter:
        values.permissionToEnter === '' ? undefined : values.permissionToEnter === 'yes',
      preferredTimes: values.preferredTimes,
      pets: values.pets,
      accessNotes: values.accessNotes,
      mediaIds: uploadedIds(files),
    } as unknown as NewRequest;
    file.mutate(body, {
      onSuccess: (order) => {
        showToast('success', t('form.sent', { reference: order.reference }));
        setValues(EMPTY(page, ''));
        setFiles([]);
        setFormKey((k) => k + 1);
        file.reset();
      },
    });
  };

  const general = error && Object.keys(error.fields).length === 0 ? error.message : null;
  const emergency = values.urgency === 'emergency';

  return (
    <form key={formKey} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <SelectField
        label={t('form.unit')}
        value={values.unitId}
        onChange={(e) => set('unitId', e.target.value)}
        error={field('unitId')}
      >
        <SelectOptions
          none={t('form.chooseUnit')}
          values={page.units}
          label={(u) => (
            <>
              {u.propertyName} · {u.label} — {u.addressLine}
            </>
          )}
          optionValue={(u) => u.unitId}
        />
      </SelectField>
      <SelectField
        label={t('form.category')}
        value={values.category}
        onChange={(e) => set('category', e.target.value)}
        error={field('category')}
      >
        <SelectOptions
          none={t('form.chooseCategory')}
          values={MAINTENANCE_CATEGORIES}
          label={(c) => <>{terms(`category.${c}`)}</>}
        />
      </SelectField>
      <RadioGroup
        legend={t('form.urgency')}
        columns={3}
        inputProps={{
          name: 'urgency',
          onChange: (e) => set('urgency', e.target.value),
        }}
        error={field('urgency')}
        options={URGENCIES.map((u) => ({
          value: u,
          label: terms(`urgency.${u}`),
          description: terms(`urgencyHint.${u}`),
        }))}
      />
      {emergency && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
        >
          <Siren aria-hidden className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t('form.emergencyTitle')}</p>
            <p className="mt-1 text-sm">{t('form.emergencyBody')}</p>
            {page.emergencyPhone && (
              <a
                href={`tel:${page.emergencyPhone.replace(/[^\d+]/g, '')}`}
                className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 text-base font-semibold text-white hover:bg-red-800"
              >
                <Phone aria-hidden className="size-5" />
                {t('form.emergencyCall', { phone: page.emergencyPhone })}
              </a>
            )}
          </div>
        </div>
      )}
      <TextareaField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        rows={5}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={field('description')}
      />
      <MediaPicker
        files={files}
        onChange={(update) => {
          setWaiting(false);
          setFiles(update);
        }}
        max={MAX_REQUEST_MEDIA}
        getAuthHeaders={getAuthHeaders}
        label={t('form.media')}
        hint={t('form.mediaHint')}
        error={field('mediaIds') ?? (waiting ? t('form.waitForFiles') : undefined)}
      />
      <RadioGroup
        legend={t('form.enter')}
        look="inline"
        inputProps={{
          name: 'permissionToEnter',
          onChange: (e) => set('permissionToEnter', e.target.value),
        }}
        error={field('permissionToEnter')}
        options={[
          { value: 'yes', label: t('form.enterYes') },
          { value: 'no', label: t('form.enterNo') },
        ]}
      />
      <CheckboxGroup
        legend={t('form.preferred')}
        optional
        look="inline"
        inputProps={{
          name: 'preferredTimes',
          onChange: (e) =>
            set(
              'preferredTimes',
              e.target.checked
                ? [...values.preferredTimes, e.target.value]
                : values.preferredTimes.filter((p) => p !== e.target.value),
            ),
        }}
        error={field('preferredTimes')}
        options={PREFERRED_TIMES.map((p) => ({ value: p, label: terms(`preferredTime.${p}`) }))}
      />
      <TextField
        label={t('form.pets')}
        hint={t('form.petsHint')}
        optional
        value={values.pets}
        onChange={(e) => set('pets', e.target.value)}
        error={field('pets')}
      />
      <TextareaField
        label={t('form.access')}
        hint={t('form.accessHint')}
        optional
        rows={2}
        value={values.accessNotes}
        onChange={(e) => set('accessNotes', e.target.value)}
        error={field('accessNotes')}
      />
      <FormActions
        error={general}
        submitLabel={t(file.isPending ? 'form.sending' : 'form.send')}
        submitting={file.isPending}
      />
    </form>
  );
}
