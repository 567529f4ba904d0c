import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import type { Office } from '../../../../shared/schemas/site';
import {
  TeamLanguagesSchema,
  TeamMemberInputSchema,
  type AdminTeamMember,
} from '../../../../shared/schemas/team';
import { FormActions } from '../../../components/ui/form-actions';
import {
  SelectField,
  SelectOptions,
  TextField,
  TextareaField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSaveTeamMember } from '../api/team-mutations';

/**
 * The shared input schema with two fields in the shape a form holds them: languages as one
 * comma-separated line, the office as a select value ('' for none). The rules are the server's.
 */
const FormSchema = TeamMemberInputSchema.extend({
  languages: z.string().transform((line, ctx) => {
    const list = line
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    const parsed = TeamLanguagesSchema.safeParse(list);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Check the list' });
    return z.NEVER;
  }),
  officeId: z
    .string()
    .transform((v) => (v === '' ? null : v))
    .pipe(TeamMemberInputSchema.shape.officeId),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = [
  'name',
  'title.en',
  'title.es',
  'bio.en',
  'bio.es',
  'languages',
  'officeId',
  'sort',
] as const;

/** A server reason for one language ("languages.2") belongs next to the languages field. */
function foldListErrors(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const item = Object.entries(err.fields).find(([key]) => /^languages\.\d+$/.test(key));
  if (item && !err.fields.languages) err.fields.languages = item[1];
  return err;
}

/** Add a person to the team, or edit one; the public /blu-world page shows the result. */
export function TeamMemberForm({
  member,
  offices,
  nextSort,
  onDone,
}: {
  member: AdminTeamMember | null;
  offices: Office[];
  nextSort: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('team-admin');
  const save = useSaveTeamMember();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(FormSchema),
    defaultValues: member
      ? {
          name: member.name,
          title: member.title,
          bio: member.bio,
          languages: member.languages.join(', '),
          officeId: member.officeId ?? '',
          sort: member.sort,
        }
      : {
          name: '',
          title: { en: '', es: '' },
          bio: { en: '', es: '' },
          languages: '',
          officeId: offices[0]?.id ?? '',
          sort: nextSort,
        },
  });
  const { errors } = formState;
  // The form opens above the list: bring it into view where the admin can type.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = async (values: FormOutput) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: member?.id ?? null, input: values });
      showToast('success', t(member ? 'form.updated' : 'form.created', { name: values.name }));
      onDone();
    } catch (err) {
      setFormError(applyServerErrors(foldListErrors(err), setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('form.name')} error={errors.name?.message} {...register('name')} />
        <SelectField
          label={t('form.office')}
          error={errors.officeId?.message}
          {...register('officeId')}
        >
          <SelectOptions
            values={offices}
            label={(office) => office.city}
            optionValue={(office) => office.id}
          />
          <option value="">{t('form.noOffice')}</option>
        </SelectField>
        <TextField
          label={t('form.titleEn')}
          error={errors.title?.en?.message}
          {...register('title.en')}
        />
        <TextField
          label={t('form.titleEs')}
          hint={t('form.spanishHint')}
          error={errors.title?.es?.message}
          {...register('title.es')}
        />
        <TextareaField
          label={t('form.bioEn')}
          rows={5}
          error={errors.bio?.en?.message}
          {...register('bio.en')}
        />
        <TextareaField
          label={t('form.bioEs')}
          hint={t('form.spanishHint')}
          rows={5}
          error={errors.bio?.es?.message}
          {...register('bio.es')}
        />
        <TextField
          label={t('form.languages')}
          hint={t('form.languagesHint')}
          error={errors.languages?.message}
          {...register('languages')}
        />
        <TextField
          label={t('form.sort')}
          hint={t('form.sortHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          step={1}
          error={errors.sort?.message}
          {...register('sort', { valueAsNumber: true })}
        />
      </div>
      <FormActions
        error={formError}
        submitLabel={t(member ? 'form.saveChanges' : 'form.create')}
        submitting={formState.isSubmitting}
        cancel={{ label: t('form.cancel'), onClick: onDone }}
      />
    </form>
  );
}
