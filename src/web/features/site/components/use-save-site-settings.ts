import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { SiteSettingsAnswer, UpdateSiteSettingsInput } from '../../../../shared/schemas/site';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateSiteSettings } from '../api/mutations';

/**
 * The submit of a site settings form: the changes sent, the save said in a toast (`savedText`
 * words it from the settings as saved), and a refusal placed next to the field it names among
 * `fields` or, failing that, kept in `formError` for the message above the button.
 */
export function useSaveSiteSettings<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  savedText: (saved: SiteSettingsAnswer) => string,
) {
  const update = useUpdateSiteSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (changes: UpdateSiteSettingsInput) => {
    setFormError(null);
    try {
      toast.success(savedText(await update.mutateAsync(changes)));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, fields));
    }
  };
  return { save, formError };
}
