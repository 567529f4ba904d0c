import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ALL_ROLES } from '../../../../shared/constants';
import { ROLE } from '../../../../shared/permissions';
import {
  NOTIFICATION_BODY_MAX,
  SendNotificationFormSchema,
  toCreateNotificationInput,
} from '../../../../shared/schemas/notifications';
import { useSession } from '../../../lib/session/session-context';
import { FormError } from '../../../components/ui/form-actions';
import { RadioGroup } from '../../../components/ui/choice-fields';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import {
  SelectField,
  SelectOptions,
  TextField,
  TextareaField,
} from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { sendNotification } from '../api/notifications-api';

type FormInput = z.input<typeof SendNotificationFormSchema>;
type FormOutput = z.output<typeof SendNotificationFormSchema>;
const FIELDS = ['title', 'body', 'link', 'role', 'email'] as const;
const TARGETS = ['all', 'role', 'user'] as const;

/** An admin's message to everyone, to every user of a role, or to one person by e-mail. */
export function SendNotificationForm() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SendNotificationFormSchema),
    defaultValues: { title: '', body: '', link: '', target: 'all', role: ROLE.resident, email: '' },
    // The recipient's field appears after the choice of target: focus in page order instead.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const { formRef } = useFocusFirstError(form);
  const target = useWatch({ control, name: 'target' });

  const onSubmit = async (values: FormOutput) => {
    setFormError(null);
    try {
      await sendNotification(session, toCreateNotificationInput(values));
      toast.success(t('send.sent'));
      reset();
    } catch (err) {
      // The server names the recipient by id when it was given one; here it is the e-mail.
      if (err instanceof ApiError && err.fields.userId && !err.fields.email) {
        err.fields.email = err.fields.userId;
      }
      setFormError(applyServerErrors(err, setError, FIELDS) ?? null);
    }
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <TextField
        label={t('send.titleLabel')}
        autoComplete="off"
        maxLength={120}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={t('send.bodyLabel')}
        rows={3}
        maxLength={NOTIFICATION_BODY_MAX}
        error={errors.body?.message}
        {...register('body')}
      />
      <TextField
        label={t('send.linkLabel')}
        hint={t('send.linkHint')}
        autoComplete="off"
        error={errors.link?.message}
        {...register('link')}
      />
      <RadioGroup
        legend={t('send.targetLegend')}
        look="inline"
        options={TARGETS.map((value) => ({
          value,
          label: t(`send.target${value === 'all' ? 'All' : value === 'role' ? 'Role' : 'User'}`),
        }))}
        error={errors.target?.message}
        inputProps={register('target')}
      />
      {target === 'role' && (
        <SelectField label={t('send.roleLabel')} error={errors.role?.message} {...register('role')}>
          <SelectOptions values={ALL_ROLES} label={(role) => <>{t(`roles.${role}`)}</>} />
        </SelectField>
      )}
      {target === 'user' && (
        <TextField
          label={t('send.emailLabel')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <FormError message={formError} />
      <div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean disabled:opacity-60"
        >
          {isSubmitting ? t('send.sending') : t('send.submit')}
        </button>
      </div>
    </form>
  );
}
