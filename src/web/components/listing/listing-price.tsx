import { useTranslation } from '../../i18n/use-translation';
import type { ListingPurpose } from '../../../shared/schemas/listings';
import { formatMarketingPrice } from '../../../shared/money';

/** The asking price of a listing (or the offer on a unit); a rent says it is per month. */
export function ListingPrice({
  listing: { priceCents, currency, purpose },
  className = '',
}: {
  listing: { priceCents: number; currency: string; purpose: ListingPurpose };
  className?: string;
}) {
  const { t, i18n } = useTranslation('listings');
  return (
    <p className={`font-semibold text-navy ${className}`}>
      {formatMarketingPrice(priceCents, i18n.resolvedLanguage, currency)}
      {purpose === 'rent' && (
        <span className="text-[0.65em] font-normal text-navy/70"> {t('perMonth')}</span>
      )}
    </p>
  );
}
