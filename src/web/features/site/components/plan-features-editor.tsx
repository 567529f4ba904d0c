import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { MAX_PLAN_FEATURES } from '../../../../shared/schemas/plans';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import {
  AddItemButton,
  OrderedItem,
  orderedItemLabels,
  useOrderedItems,
} from '../../../components/ui/ordered-items';
import { emptyFeature, type PlanFormValues } from '../lib/plan-form';

/**
 * The plan's feature lines: add, remove and reorder. Moving keeps the focus on the moved line's
 * button, removing moves it to "Add a feature", so keyboard users never lose their place.
 */
export function PlanFeaturesEditor({ knownKeys }: { knownKeys: readonly string[] }) {
  const { t } = useTranslation('plans-admin');
  const { control, register, formState } = useFormContext<PlanFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'features' });
  const { addRef, ...items } = useOrderedItems({ count: fields.length, move, remove });
  const { listId } = items;
  const errors = formState.errors.features;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <div className="flex flex-col gap-4">
      <datalist id={`${listId}-keys`}>
        {knownKeys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const number = index + 1;
          const item = errors?.[index];
          return (
            <OrderedItem
              key={field.id}
              items={items}
              index={index}
              canRemove={fields.length > 1}
              labels={orderedItemLabels(t, 'features', number)}
            >
              <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[minmax(10rem,14rem)_1fr_1fr]">
                <TextField
                  label={t('features.key')}
                  list={`${listId}-keys`}
                  autoCapitalize="none"
                  spellCheck={false}
                  className="md:col-span-2 lg:col-span-1 lg:row-span-2"
                  error={item?.key?.message}
                  {...register(`features.${index}.key`)}
                />
                <TextField
                  label={t('features.labelEn')}
                  error={item?.label?.en?.message}
                  {...register(`features.${index}.label.en`)}
                />
                <TextField
                  label={t('features.labelEs')}
                  error={item?.label?.es?.message}
                  {...register(`features.${index}.label.es`)}
                />
                <TextField
                  label={t('features.detailEn')}
                  error={item?.detail?.en?.message}
                  {...register(`features.${index}.detail.en`)}
                />
                <TextField
                  label={t('features.detailEs')}
                  error={item?.detail?.es?.message}
                  {...register(`features.${index}.detail.es`)}
                />
              </div>
            </OrderedItem>
          );
        })}
      </ol>
      <FormError message={listError} />
      {fields.length < MAX_PLAN_FEATURES && (
        <AddItemButton ref={addRef} onClick={() => append(emptyFeature(), { shouldFocus: true })}>
          {t('features.add')}
        </AddItemButton>
      )}
    </div>
  );
}
