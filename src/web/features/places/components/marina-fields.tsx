import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  MAX_MARINA_SLIPS,
  MAX_MARINAS_PER_CITY,
  MAX_VESSEL_LENGTH_FT,
} from '../../../../shared/schemas/cities-admin';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import {
  AddItemButton,
  OrderedItem,
  orderedItemLabels,
  useOrderedItems,
} from '../../../components/ui/ordered-items';
import { emptyMarina, type CityFormValues } from '../lib/city-form';
import { LocalizedTextFields } from '../../../components/ui/localized-text-fields';

/**
 * The city's marinas in the order the public page shows them: add, remove, move up and down.
 * Moving keeps the focus on the moved marina's button; removing moves it to "Add a marina".
 * Nothing is stored until the form is saved, so removing asks nothing.
 */
export function MarinaFields() {
  const { t } = useTranslation('cities-admin');
  const { control, register, formState } = useFormContext<CityFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'marinas' });
  const { addRef, ...items } = useOrderedItems({ count: fields.length, move, remove });
  const errors = formState.errors.marinas;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {t('marinas.empty')}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const number = index + 1;
          const item = errors?.[index];
          return (
            <OrderedItem
              key={field.id}
              items={items}
              index={index}
              className="min-w-0"
              labels={orderedItemLabels(t, 'marinas', number)}
            >
              <div className="flex flex-col gap-4">
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
                  <TextField
                    label={t('marinas.name')}
                    className="sm:col-span-2 lg:col-span-1"
                    error={item?.name?.message}
                    {...register(`marinas.${index}.name`)}
                  />
                  <TextField
                    label={t('marinas.slips')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_MARINA_SLIPS}
                    step={1}
                    error={item?.slips?.message}
                    {...register(`marinas.${index}.slips`, { valueAsNumber: true })}
                  />
                  <TextField
                    label={t('marinas.maxLengthFt')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_VESSEL_LENGTH_FT}
                    step={1}
                    error={item?.maxLengthFt?.message}
                    {...register(`marinas.${index}.maxLengthFt`, { valueAsNumber: true })}
                  />
                </div>
                <LocalizedTextFields
                  label={t('marinas.description')}
                  rows={3}
                  en={register(`marinas.${index}.description.en`)}
                  es={register(`marinas.${index}.description.es`)}
                  errors={item?.description}
                />
              </div>
            </OrderedItem>
          );
        })}
      </ol>
      <FormError message={listError} />
      {fields.length < MAX_MARINAS_PER_CITY ? (
        <AddItemButton ref={addRef} onClick={() => append(emptyMarina(), { shouldFocus: true })}>
          {t('marinas.add')}
        </AddItemButton>
      ) : (
        <p className="text-sm text-slate-600">{t('marinas.full', { max: MAX_MARINAS_PER_CITY })}</p>
      )}
    </div>
  );
}
