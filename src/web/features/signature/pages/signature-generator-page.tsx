import { useTranslation } from '../../../i18n/use-translation';
import { PublicLayout } from '../../../components/layout/public-layout';
import { PageHero } from '../../../components/public/page-hero';
import { usePageMeta } from '../../../lib/page-meta';
import { SignatureForm } from '../components/signature-form';

const STEPS = ['s1', 's2', 's3'] as const;

export default function SignatureGeneratorPage() {
  const { t } = useTranslation('signature');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <PublicLayout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <div className="mx-auto max-w-[1200px] px-4 py-12 lg:px-6">
        <SignatureForm />
        <section aria-labelledby="howto-title" className="mt-16 rounded-2xl bg-sand/70 p-6 md:p-8">
          <h2 id="howto-title" className="font-display text-2xl font-semibold text-navy">
            {t('howto.title')}
          </h2>
          <ol className="mt-4 flex list-decimal flex-col gap-2 pl-6 text-navy/80">
            {STEPS.map((key) => (
              <li key={key}>{t(`howto.${key}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </PublicLayout>
  );
}
