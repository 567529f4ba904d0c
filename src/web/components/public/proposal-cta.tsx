import { useTranslation } from '../../i18n/use-translation';
import { WaterLines } from '../illustrations/water-lines';
import { ArrowLink } from '../../components/ui/arrow-link';

/** The one coral call to action of a page: ask for a management proposal. */
export function ProposalCta() {
  const { t } = useTranslation('layout');
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-16 lg:px-6" aria-labelledby="cta-title">
      <div className="overflow-hidden rounded-3xl bg-sand p-6 sm:p-8 md:p-12">
        <WaterLines className="h-6 w-40" />
        <h2
          id="cta-title"
          className="mt-4 font-display text-3xl font-semibold text-navy md:text-4xl"
        >
          {t('cta.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-navy/80">{t('cta.body')}</p>
        <ArrowLink
          to="/ma-form"
          className="mt-8 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-coral px-6 py-2 text-center font-semibold text-white transition-colors hover:bg-coral-dark sm:w-auto"
        >
          {t('cta.button')}
        </ArrowLink>
      </div>
    </section>
  );
}
