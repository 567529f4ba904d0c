import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { BrandMark } from '../../components/layout/brand-logo';

/**
 * The portal's logo: the public site's mark with the operator's name set in the sans (the portal
 * uses no display serif), and a small "Portal" tag. `onNavy` for the sidebar and the menu panel.
 */
export function PortalBrand({
  brandName,
  onNavy = false,
  onNavigate,
}: {
  brandName: string;
  onNavy?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <Link
      to="/portal"
      onClick={onNavigate}
      className={`flex items-center gap-2.5 rounded-lg py-1 ${onNavy ? 'focus-visible:outline-aqua' : ''}`}
    >
      <BrandMark className={onNavy ? 'size-9 ring-1 ring-white/20 rounded-[10px]' : 'size-8'} />
      <span
        className={`text-xl font-semibold tracking-tight ${onNavy ? 'text-white' : 'text-navy'}`}
      >
        {brandName}
      </span>
      <span
        className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${
          onNavy ? 'bg-white/10 text-sky-100' : 'hidden bg-ocean/10 text-ocean sm:inline'
        }`}
      >
        {t('portalName')}
      </span>
    </Link>
  );
}
