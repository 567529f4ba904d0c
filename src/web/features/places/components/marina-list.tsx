import { Anchor, Ruler, Sailboat } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Marina } from '../../../../shared/schemas/places';
import { localized } from '../../../components/layout/localized';

/** The city's marinas as cards: slips, the longest boat they take, what makes each one useful. */
export function MarinaList({ marinas }: { marinas: Marina[] }) {
  const { t, i18n } = useTranslation('places');
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {marinas.map((marina) => (
        <li
          key={marina.name}
          className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/10"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-sand text-ocean">
            <Anchor className="size-5" aria-hidden="true" />
          </span>
          <h3 className="font-display text-xl font-semibold text-navy">{marina.name}</h3>
          <p className="text-navy/80">{localized(marina.description, i18n.resolvedLanguage)}</p>
          {/* A list's row holds only its term and value, so each icon sits inside the value. */}
          <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-2 text-sm text-navy/80">
            <div>
              <dt className="sr-only">{t('city.slipsLabel')}</dt>
              <dd className="flex items-center gap-1.5">
                <Sailboat className="size-4 text-ocean" aria-hidden="true" />
                {t('city.slips', { count: marina.slips })}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('city.maxLengthLabel')}</dt>
              <dd className="flex items-center gap-1.5">
                <Ruler className="size-4 text-ocean" aria-hidden="true" />
                {t('city.maxLength', { feet: marina.maxLengthFt })}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
