import { useTranslation } from '../../../i18n/use-translation';
import { WaterfrontHome } from '../../../components/illustrations/waterfront-home';
import { PublicLayout } from '../../../components/layout/public-layout';
import { PageHero } from '../../../components/public/page-hero';
import { ProposalCta } from '../../../components/public/proposal-cta';
import { Section } from '../../../components/public/section';
import { usePageMeta } from '../../../lib/page-meta';
import { FaqList } from '../components/faq-list';
import { IncludedGrid } from '../components/included-grid';
import { PlanCards } from '../components/plan-cards';
import { ArrowLink } from '../../../components/ui/arrow-link';

const STEPS = ['proposal', 'onboarding', 'leasing', 'managing'] as const;
const RESULTS = ['occupancy', 'daysToLease', 'response', 'onTime'] as const;

export default function ManagedPage() {
  const { t } = useTranslation('management');
  usePageMeta({ title: t('managed.meta.title'), description: t('managed.meta.description') });
  const faq = t('managed.faq.items', { returnObjects: true }) as Array<{ q: string; a: string }>;
  return (
    <PublicLayout>
      <PageHero
        eyebrow={t('managed.hero.eyebrow')}
        title={t('managed.hero.title')}
        lead={t('managed.hero.lead')}
        art={<WaterfrontHome className="w-full drop-shadow-xl" />}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="#plans-title"
            className="inline-flex min-h-12 items-center justify-center rounded-xl bg-ocean px-6 font-semibold text-white hover:bg-ocean-dark"
          >
            {t('managed.hero.seePlans')}
          </a>
          <ArrowLink
            to="/compare"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-navy/20 bg-white px-6 font-semibold text-navy hover:border-ocean hover:text-ocean"
          >
            {t('managed.hero.compare')}
          </ArrowLink>
        </div>
      </PageHero>

      <Section
        id="included-title"
        title={t('managed.included.title')}
        lead={t('managed.included.lead')}
      >
        <IncludedGrid />
      </Section>

      <Section id="how-title" title={t('managed.how.title')} tone="navy">
        <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, i) => (
            <li key={key} className="border-t-2 border-aqua pt-5">
              <p className="text-sm font-semibold text-aqua">
                {t('managed.how.step', { n: i + 1 })}
              </p>
              <h3 className="mt-1 text-xl font-semibold">{t(`managed.how.${key}.title`)}</h3>
              <p className="mt-2 text-white/80">{t(`managed.how.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="plans-title"
        title={t('managed.plans.title')}
        lead={t('managed.plans.lead')}
        tone="sand"
      >
        <PlanCards />
        <p className="mt-8">
          <ArrowLink to="/compare">{t('managed.plans.compareLink')}</ArrowLink>
        </p>
      </Section>

      <Section
        id="results-title"
        title={t('managed.results.title')}
        lead={t('managed.results.lead')}
      >
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {RESULTS.map((key) => (
            <div key={key} className="flex flex-col-reverse justify-end rounded-2xl bg-sand p-6">
              <dt className="mt-2 text-navy/75">{t(`managed.results.${key}.label`)}</dt>
              <dd className="font-display text-4xl font-semibold text-ocean">
                {t(`managed.results.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-navy/70">{t('managed.results.note')}</p>
      </Section>

      <Section id="faq-title" title={t('managed.faq.title')} tone="sand">
        <FaqList items={faq} />
      </Section>

      <ProposalCta />
    </PublicLayout>
  );
}
