import { Compass } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { NOT_FOUND, NOT_FOUND_ES } from '../../../shared/constants';
import { PublicLayout } from '../layout/public-layout';
import { ErrorPanel } from './error-panel';

/** The not-found panel (docs/product.md), for use inside any page or frame. */
export function NotFound() {
  const { i18n } = useTranslation();
  const words = i18n.resolvedLanguage === 'es' ? NOT_FOUND_ES : NOT_FOUND;
  return (
    <ErrorPanel
      id="not-found"
      icon={Compass}
      iconTone="bg-sand text-ocean"
      eyebrow="404"
      title={words.heading}
      text={words.text}
    >
      <Link
        to="/"
        className="mt-8 inline-flex items-center justify-center rounded-lg bg-ocean px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark"
      >
        {words.button}
      </Link>
    </ErrorPanel>
  );
}

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
