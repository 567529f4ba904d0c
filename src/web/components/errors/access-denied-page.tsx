import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, House, LockKeyhole, Mail } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ACCESS_DENIED } from '../../../shared/constants';
import { PublicLayout } from '../layout/public-layout';
import { ErrorPanel } from './error-panel';
import { siteSettingsQuery } from '../../lib/site-settings-query';

/** Until the site settings answer, the operator's own domain is the best guess for support. */
export function fallbackSupportEmail(hostname: string): string {
  return `support@${hostname.replace(/^www\./, '') || 'localhost'}`;
}

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors';

/** The Access Denied panel (docs/product.md), for use inside any page or frame. */
export function AccessDenied() {
  const navigate = useNavigate();
  const { data: settings } = useQuery(siteSettingsQuery);
  const supportEmail = settings?.supportEmail ?? fallbackSupportEmail(window.location.hostname);

  const goBack = () => {
    // Opened in a fresh tab there is nothing to go back to: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <ErrorPanel
      id="access-denied"
      icon={LockKeyhole}
      iconTone="bg-red-50 text-red-700"
      title={ACCESS_DENIED.title}
      text={ACCESS_DENIED.text}
    >
      <p className="mt-3 text-sm font-semibold tracking-wide text-slate-500">
        {ACCESS_DENIED.code}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <button
          type="button"
          onClick={goBack}
          className={`${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go Back
        </button>
        <Link to="/" className={`${buttonBase} bg-ocean text-white hover:bg-ocean-dark`}>
          <House className="size-4" aria-hidden="true" />
          Home Page
        </Link>
        <a
          href={`mailto:${supportEmail}`}
          className={`${buttonBase} border border-ocean text-ocean hover:bg-ocean/5`}
        >
          <Mail className="size-4" aria-hidden="true" />
          Contact Support
        </a>
      </div>
    </ErrorPanel>
  );
}

export default function AccessDeniedPage() {
  return (
    <PublicLayout>
      <AccessDenied />
    </PublicLayout>
  );
}
