import { FileSignature } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';

/** "Apply for this home": the rental application, prefilled with this listing's home. */
export function ApplyForHomeLink({
  listingId,
  className = '',
}: {
  listingId: string;
  className?: string;
}) {
  const { t } = useTranslation('listings');
  return (
    <Link
      to={`/car?listing=${encodeURIComponent(listingId)}`}
      className={`flex min-h-12 items-center justify-center gap-2 rounded-xl bg-navy px-5 font-semibold text-white hover:bg-navy/90 ${className}`}
    >
      <FileSignature className="size-5" aria-hidden="true" />
      {t('detail.applyCta')}
    </Link>
  );
}
