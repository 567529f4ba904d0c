import { useTranslation } from '../../../i18n/use-translation';
import { PublicLayout } from '../../../components/layout/public-layout';
import { PageHero } from '../../../components/public/page-hero';
import { ProposalCta } from '../../../components/public/proposal-cta';
import { usePageMeta } from '../../../lib/page-meta';
import { CompareTable } from '../components/compare-table';

export default function ComparePage() {
  const { t } = useTranslation('management');
  usePageMeta({ title: t('compare.meta.title'), description: t('compare.meta.description') });
  return (
    <PublicLayout>
      <PageHero
        eyebrow={t('compare.eyebrow')}
        title={t('compare.title')}
        lead={t('compare.lead')}
      />
      <section
        aria-label={t('compare.caption')}
        className="mx-auto max-w-[1200px] px-2 py-12 sm:px-4 lg:px-6"
      >
        <CompareTable />
        <p className="mt-6 px-2 text-sm text-navy/70">{t('compare.footnote')}</p>
      </section>
      <ProposalCta />
    </PublicLayout>
  );
}
