import { useTranslation } from '../../../i18n/use-translation';
import { FormTextarea } from '../../../components/ui/form-context-fields';

/** The optional free text at the end of a lead form, labelled "Notes" unless the page says more. */
export function NotesField({ name, hint, label }: { name: string; hint: string; label?: string }) {
  const { t } = useTranslation('leads');
  return <FormTextarea name={name} label={label ?? t('fields.notes')} hint={hint} optional />;
}
