import { Bath, BedDouble, Ruler } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

/** Bedrooms, baths and size: the three numbers every home is judged by first. */
export function HomeFacts({
  bedrooms,
  baths,
  sizeSqFt,
  size = 'sm',
}: {
  bedrooms: number;
  baths: number;
  sizeSqFt: number;
  size?: 'sm' | 'lg';
}) {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.resolvedLanguage;
  const icon = size === 'lg' ? 'size-5' : 'size-4';
  const facts = [
    {
      key: 'bedrooms',
      Icon: BedDouble,
      text: bedrooms === 0 ? t('facts.studio') : t('facts.bedrooms', { count: bedrooms }),
    },
    {
      key: 'baths',
      Icon: Bath,
      text: t('facts.baths', { count: baths, formatted: formatNumber(baths, language) }),
    },
    {
      key: 'size',
      Icon: Ruler,
      text: t('facts.size', { value: formatNumber(sizeSqFt, language) }),
    },
  ];
  return (
    <ul
      className={`flex flex-wrap gap-x-4 gap-y-1 text-navy/80 ${size === 'lg' ? 'text-base' : 'text-sm'}`}
    >
      {facts.map(({ key, Icon, text }) => (
        <li key={key} className="flex items-center gap-1.5">
          <Icon className={`${icon} text-ocean`} aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
