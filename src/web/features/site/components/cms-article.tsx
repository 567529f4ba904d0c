import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { parseMarkup } from '../../../../shared/markup';
import { PublicLayout } from '../../../components/layout/public-layout';
import { LoadState } from '../../../components/public/load-state';
import { PageHero } from '../../../components/public/page-hero';
import { ApiError } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/page-meta';
import NotFoundPage from '../../../components/errors/not-found-page';
import { useFillSiteVariables } from '../../../lib/site-variables';
import { cmsPageQuery } from '../../../entities/cms-page/cms-page-query';
import { headingId, MarkupView, plainText } from '../../../components/public/markup-view';

function TableOfContents({ body }: { body: string }) {
  const { t } = useTranslation('cms');
  const headings = useMemo(
    () =>
      parseMarkup(body).flatMap((b) =>
        b.type === 'heading' && b.level === 2 ? [plainText(b.content)] : [],
      ),
    [body],
  );
  if (headings.length < 3) return null;
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl border border-navy/10 p-5 lg:sticky lg:top-24"
    >
      <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-navy uppercase">
        {t('onThisPage')}
      </h2>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {headings.map((h) => (
          <li key={h}>
            <a
              href={`#${headingId(h)}`}
              className="inline-flex min-h-8 items-center text-ocean hover:underline"
            >
              {h}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page whose text lives in the CMS (legal pages, landing pages), in the visitor's language with
 * English as the fallback. Unknown or unpublished slugs show the not-found page.
 */
export function CmsArticle({ slug }: { slug: string }) {
  const { i18n } = useTranslation('cms');
  const language = i18n.resolvedLanguage ?? 'en';
  const page = useQuery(cmsPageQuery(slug, language));
  const fill = useFillSiteVariables();
  usePageMeta({ title: page.data?.title ?? '', description: page.data?.description ?? '' });

  const body = useMemo(() => (page.data ? fill(page.data.body) : ''), [page.data, fill]);

  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  return (
    <PublicLayout>
      {page.data ? (
        <>
          <PageHero title={page.data.title} lead={page.data.description} />
          <div
            lang={page.data.language}
            className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 lg:grid-cols-[1fr_280px] lg:px-6"
          >
            <article className="max-w-3xl min-w-0">
              <MarkupView source={body} />
            </article>
            <div className="order-first lg:order-none">
              <TableOfContents body={body} />
            </div>
          </div>
        </>
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-16">
          <LoadState isError={page.isError} onRetry={() => void page.refetch()} lines={4} />
        </div>
      )}
    </PublicLayout>
  );
}
