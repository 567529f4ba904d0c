import { SlidersHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LISTING_PURPOSES } from '../../../../shared/listing-values';
import { MONEY_INVALID } from '../../../../shared/money';
import { PROPERTY_KINDS } from '../../../../shared/place-values';
import type { CitySummary } from '../../../../shared/schemas/places';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { maxPriceBound, minPriceBound } from '../lib/price-bounds';
import type { ListingSearch } from '../lib/search-params';

const BEDROOM_CHOICES = [0, 1, 2, 3, 4] as const;

type PriceErrors = { minPrice?: string; maxPrice?: string };

/**
 * The /slp filters. Choices apply at once; the price range applies with its button (or Enter),
 * after checking it the way the API does, with the reason shown next to the field. The page keys
 * this form by the range in the URL, so back, forward and reset refill the price inputs.
 */
export function ListingFilters({
  search,
  cities,
  onChange,
}: {
  search: ListingSearch;
  cities: CitySummary[];
  onChange: (patch: Partial<ListingSearch>) => void;
}) {
  const { t } = useTranslation('listings');
  const [minText, setMinText] = useState(search.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(search.maxPrice?.toString() ?? '');
  const [errors, setErrors] = useState<PriceErrors>({});
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  function applyPrices(event: FormEvent) {
    event.preventDefault();
    const min = minPriceBound(minText);
    const max = maxPriceBound(maxText);
    const next: PriceErrors = {};
    if (min === null) next.minPrice = MONEY_INVALID;
    if (max === null) next.maxPrice = MONEY_INVALID;
    if (!next.minPrice && !next.maxPrice && min !== undefined && max !== undefined && min! > max!) {
      next.minPrice = t('filters.errors.minAboveMax');
    }
    setErrors(next);
    if (next.minPrice) return minRef.current?.focus();
    if (next.maxPrice) return maxRef.current?.focus();
    onChange({ minPrice: min ?? undefined, maxPrice: max ?? undefined });
  }

  const choose = (field: keyof ListingSearch, value: string, toNumber = false) =>
    onChange({ [field]: value === '' ? undefined : toNumber ? Number(value) : value });

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={applyPrices}
      noValidate
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy/10 md:grid-cols-3 md:p-5 lg:grid-cols-4"
    >
      <SelectField
        label={t('filters.city')}
        value={search.city ?? ''}
        onChange={(e) => choose('city', e.target.value)}
      >
        <SelectOptions
          none={t('filters.anyCity')}
          values={cities}
          label={(c) => c.name}
          optionValue={(c) => c.slug}
        />
      </SelectField>
      <SelectField
        label={t('filters.purpose')}
        value={search.purpose ?? ''}
        onChange={(e) => choose('purpose', e.target.value)}
      >
        <SelectOptions
          none={t('filters.anyPurpose')}
          values={LISTING_PURPOSES}
          label={(p) => <>{t(`purpose.${p}`)}</>}
        />
      </SelectField>
      <SelectField
        label={t('filters.type')}
        value={search.type ?? ''}
        onChange={(e) => choose('type', e.target.value)}
      >
        <SelectOptions
          none={t('filters.anyType')}
          values={PROPERTY_KINDS}
          label={(k) => <>{t(`kinds.${k}`)}</>}
        />
      </SelectField>
      <SelectField
        label={t('filters.bedrooms')}
        value={search.bedrooms?.toString() ?? ''}
        onChange={(e) => choose('bedrooms', e.target.value, true)}
      >
        <SelectOptions
          none={t('filters.anyBedrooms')}
          values={BEDROOM_CHOICES}
          label={(n) => (
            <>{n === 0 ? t('filters.studioPlus') : t('filters.bedroomsAtLeast', { count: n })}</>
          )}
        />
      </SelectField>
      <TextField
        ref={minRef}
        label={t('filters.minPrice')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('filters.noMinimum')}
        value={minText}
        error={errors.minPrice}
        onChange={(e) => setMinText(e.target.value)}
      />
      <TextField
        ref={maxRef}
        label={t('filters.maxPrice')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('filters.noMaximum')}
        value={maxText}
        error={errors.maxPrice}
        onChange={(e) => setMaxText(e.target.value)}
      />
      <div className="col-span-2 flex items-end md:col-span-3 lg:col-span-1 lg:col-start-4">
        <button
          type="submit"
          className="inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-lg bg-ocean px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-ocean-dark"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('filters.applyPrice')}
        </button>
      </div>
    </form>
  );
}
