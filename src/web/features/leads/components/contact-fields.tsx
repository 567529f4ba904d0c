import { useTranslation } from '../../../i18n/use-translation';
import { FormTextField } from '../../../components/ui/form-context-fields';

/** Name, e-mail and phone of whoever the form is about; `prefix` is the group's path. */
export function ContactFields({
  prefix = 'contact',
  phoneOptional = false,
  hints = prefix === 'contact',
  labels,
}: {
  prefix?: string;
  phoneOptional?: boolean;
  /** The e-mail and phone hints speak to the visitor about themselves; off for someone else. */
  hints?: boolean;
  labels?: { name?: string; email?: string; phone?: string };
}) {
  const { t } = useTranslation('leads');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextField
        name={`${prefix}.name`}
        label={labels?.name ?? t('fields.name')}
        autoComplete={prefix === 'contact' ? 'name' : 'off'}
        className="md:col-span-2"
      />
      <FormTextField
        name={`${prefix}.email`}
        type="email"
        label={labels?.email ?? t('fields.email')}
        autoComplete={prefix === 'contact' ? 'email' : 'off'}
        hint={hints ? t('fields.emailHint') : undefined}
      />
      <FormTextField
        name={`${prefix}.phone`}
        type="tel"
        label={labels?.phone ?? t('fields.phone')}
        autoComplete={prefix === 'contact' ? 'tel' : 'off'}
        optional={phoneOptional}
        hint={hints ? t('fields.phoneHint') : undefined}
      />
    </div>
  );
}
