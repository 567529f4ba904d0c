import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { renewalHref } from '../../../entities/lease/renewal-prefill';

/** The resident's way to ask to renew a lease: the renewal form, filled in; `className` draws it. */
export function RenewalLink({
  lease,
  className,
}: {
  lease: Parameters<typeof renewalHref>[0];
  className: string;
}) {
  const { t } = useTranslation('resident-lease');
  return (
    <Link to={renewalHref(lease)} className={className}>
      <FileSignature className="size-4" aria-hidden="true" />
      {t('renewal.action')}
    </Link>
  );
}
