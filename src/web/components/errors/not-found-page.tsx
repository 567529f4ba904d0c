import { Compass } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { NOT_FOUND, NOT_FOUND_ES } from '../../../shared/constants';
import { PublicLayout } from '../layout/public-layout';

/** The not-found panel (docs/product.md), for use inside any page or frame. */
export function NotFound() {
  const { i18n } = useTranslation();
  const words = i18n.resolvedLanguage === 'es' ? NOT_FOUND_ES : NOT_FOUND;
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-sand text-ocean">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-slate-500">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-semibold text-navy">
        {words.heading}
      </h1>
      <p className="mt-4 text-base text-slate-700">{words.text}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center justify-center rounded-lg bg-ocean px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark"
      >
        {words.button}
      </Link>
    </section>
  );
}

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
