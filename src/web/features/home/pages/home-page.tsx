import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { HomeHero } from '../components/home-hero';
import { HomeServices } from '../components/home-services';

// Below the fold and backed by two API calls: loaded after the page is interactive.
const HomeFeatured = lazy(() =>
  import('../components/home-featured').then((m) => ({ default: m.HomeFeatured })),
);

const HomeLatestPosts = lazy(() =>
  import('../components/home-latest-posts').then((m) => ({ default: m.HomeLatestPosts })),
);

const HomeSteps = lazy(() =>
  import('../components/home-steps').then((m) => ({ default: m.HomeSteps })),
);
const ProposalCta = lazy(() =>
  import('../../../components/public/proposal-cta').then((m) => ({ default: m.ProposalCta })),
);

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <PublicLayout>
      <HomeHero />
      <HomeServices />
      <Suspense fallback={<div className="min-h-96 bg-sand/60" aria-hidden="true" />}>
        <HomeFeatured />
      </Suspense>
      <Suspense fallback={null}>
        <HomeLatestPosts />
        <HomeSteps />
        <ProposalCta />
      </Suspense>
    </PublicLayout>
  );
}
