import { useTranslation } from '../../../i18n/use-translation';
import { WaterfrontHome } from '../../../components/illustrations/waterfront-home';
import { PublicLayout } from '../../../components/layout/public-layout';
import { PageHero } from '../../../components/public/page-hero';
import { ProposalCta } from '../../../components/public/proposal-cta';
import { Section } from '../../../components/public/section';
import { usePageMeta } from '../../../lib/page-meta';
import { OfficeList } from '../components/office-list';
import { TeamGrid } from '../components/team-grid';

const MILESTONES = ['m1', 'm2', 'm3', 'm4', 'm5'] as const;
const VALUES = ['answer', 'numbers', 'street'] as const;

export default function BluWorldPage() {
  const { t } = useTranslation('company');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <PublicLayout>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        art={<WaterfrontHome className="w-full drop-shadow-xl" />}
      />
      <Section id="story-title" title={t('story.title')}>
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="flex flex-col gap-4 text-lg text-navy/80">
            <p>{t('story.p1')}</p>
            <p>{t('story.p2')}</p>
            <p>{t('story.p3')}</p>
          </div>
          <ol className="relative flex flex-col gap-6 border-l-2 border-aqua pl-6">
            {MILESTONES.map((key) => (
              <li key={key}>
                <p className="font-display text-2xl font-semibold text-ocean">
                  {t(`story.${key}.year`)}
                </p>
                <p className="text-navy/80">{t(`story.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>
      <Section id="values-title" title={t('values.title')} tone="navy">
        <ul className="grid gap-8 md:grid-cols-3">
          {VALUES.map((key) => (
            <li key={key} className="border-t-2 border-aqua pt-5">
              <h3 className="text-xl font-semibold">{t(`values.${key}.title`)}</h3>
              <p className="mt-2 text-white/80">{t(`values.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="team-title" title={t('team.title')} lead={t('team.lead')}>
        <TeamGrid />
      </Section>
      <Section id="offices-title" title={t('offices.title')} lead={t('offices.lead')} tone="sand">
        <OfficeList />
      </Section>
      <ProposalCta />
    </PublicLayout>
  );
}
