import { Check } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { Amenity } from '../../../shared/schemas/places';

/** Amenities as a checked list, named in the visitor's language. */
export function AmenityList({ amenities, columns = 2 }: { amenities: Amenity[]; columns?: 2 | 3 }) {
  const { t } = useTranslation('places');
  if (amenities.length === 0) return null;
  return (
    <ul className={`grid gap-x-6 gap-y-2 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {amenities.map((a) => (
        <li key={a} className="flex items-center gap-2 text-navy/85">
          <Check className="size-4 shrink-0 text-ocean" aria-hidden="true" />
          {t(`amenities.${a}`)}
        </li>
      ))}
    </ul>
  );
}
