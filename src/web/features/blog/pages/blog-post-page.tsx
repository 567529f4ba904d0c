import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, Navigate, useParams } from 'react-router';
import type { Language } from '../../../../shared/language-path';
import type { PostDetail } from '../../../../shared/schemas/blog';
import { PostByline } from '../../../components/blog/post-byline';
import { PostCover } from '../../../components/blog/post-cover';
import { useLanguageAlternate } from '../../../components/layout/language-alternate';
import { PublicLayout } from '../../../components/layout/public-layout';
import { ProposalCta } from '../../../components/public/proposal-cta';
import { PublicDetailPage } from '../../../components/public/public-detail-page';
import { isRedirect, postQuery } from '../api/queries';
import { AuthorCard } from '../components/author-card';
import { PostBody } from '../components/post-body';
import { RelatedPosts } from '../components/related-posts';
import { ShareRow } from '../components/share-row';
import { otherLanguageAddress, postAddress } from '../lib/post-address';
import { blogHref, EMPTY_SEARCH } from '../lib/search-params';
import { BackLink } from '../../../components/ui/arrow-link';

function PostSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <div className="h-10 w-3/4 animate-pulse rounded bg-sand" />
      <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100" />
      <div className="mt-4 aspect-[16/9] animate-pulse rounded-3xl bg-sand" />
    </div>
  );
}

/** A post asked at the other language's address: the reader is sent to the post's own. */
function LanguageMove({ to }: { to: string }) {
  const { t } = useTranslation('blog');
  useEffect(() => {
    // The other language is another basename: a new load, as the language switch does.
    location.replace(to);
  }, [to]);
  return (
    <PublicLayout>
      <div
        className="mx-auto max-w-[1200px] px-4 py-14 lg:px-6"
        role="status"
        aria-label={t('post.loading')}
      >
        <PostSkeleton />
      </div>
    </PublicLayout>
  );
}

const subscribeNever = () => () => {};

/** The site's origin, for share links: known in the browser only (the server draws paths). */
function useOrigin(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  );
}

/** /blog/{postId}: the post by its slug; an id or a former slug moves to the current slug. */
export default function BlogPostPage() {
  const { postId = '' } = useParams();
  const { t, i18n } = useTranslation('blog');
  const language: Language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const query = useQuery(postQuery(postId));
  const data = query.data;
  if (data && isRedirect(data)) {
    return <Navigate to={`/blog/${encodeURIComponent(data.redirectTo)}`} replace />;
  }
  if (data && data.language !== language) {
    return <LanguageMove to={postAddress(data.language, data.slug)} />;
  }
  return (
    <PublicDetailPage
      query={query as UseQueryResult<PostDetail>}
      meta={(post) => ({
        title: post.seoTitle || post.title,
        description: post.seoDescription || post.excerpt,
      })}
      loading={{ title: t('post.loading'), skeleton: <PostSkeleton /> }}
      errorTitle={t('post.error')}
      retryLabel={t('post.retry')}
    >
      {/* Keyed: a related post opened from here starts with its own share state. */}
      {(post) => <PostView key={post.id} post={post as PostDetail} />}
    </PublicDetailPage>
  );
}

function PostView({ post }: { post: PostDetail }) {
  const { t } = useTranslation('blog');
  const other = otherLanguageAddress(post);
  useLanguageAlternate(other.language, other.address);
  const origin = useOrigin();
  const url = `${origin}${postAddress(post.language, post.slug)}`;
  return (
    <>
      <article aria-labelledby="post-title">
        <header className="bg-sand">
          <div className="mx-auto max-w-[1200px] px-4 pt-8 pb-10 md:pt-12 lg:px-6">
            <BackLink
              to="/blog"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ocean underline-offset-4 hover:underline"
            >
              {t('post.back')}
            </BackLink>
            <div className="max-w-3xl">
              {post.tags.length > 0 && (
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('post.tags')}>
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={blogHref({ ...EMPTY_SEARCH, tag })}
                        className="inline-flex min-h-8 items-center rounded-full bg-white px-3 text-xs font-semibold tracking-wide text-ocean uppercase ring-1 ring-navy/10 hover:ring-ocean"
                      >
                        {tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <h1
                id="post-title"
                className="mt-4 font-display text-4xl leading-tight font-semibold text-navy md:text-5xl"
              >
                {post.title}
              </h1>
              <p className="mt-4 text-xl leading-relaxed text-navy/80">{post.excerpt}</p>
              <PostByline post={post} className="mt-5 text-base" />
              {post.translation && (
                <p
                  className="mt-4 flex items-center gap-2 text-sm text-navy/75"
                  lang={post.translation.language}
                >
                  <Languages className="size-4 text-ocean" aria-hidden="true" />
                  {/* The translation lives under the other language's basename: a plain link. */}
                  <a
                    href={other.address}
                    hrefLang={post.translation.language}
                    className="font-semibold text-ocean underline-offset-4 hover:underline"
                  >
                    {t(`post.translationIn.${post.translation.language}`, {
                      title: post.translation.title,
                    })}
                  </a>
                </p>
              )}
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-[1200px] px-4 lg:px-6">
          <div className="-mt-2 aspect-[16/9] overflow-hidden rounded-3xl bg-sand md:mt-8">
            <PostCover
              post={post}
              eager
              sizes="(min-width: 1200px) 1152px, 100vw"
              label={t('post.coverDrawing', { title: post.title })}
            />
          </div>
          <div className="grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-16">
            <div className="max-w-[720px]">
              <PostBody html={post.bodyHtml} />
            </div>
            <aside
              className="flex h-fit flex-col gap-8 lg:sticky lg:top-24"
              aria-label={t('post.aside')}
            >
              <AuthorCard author={post.author} />
              <ShareRow url={url} title={post.title} />
            </aside>
          </div>
        </div>
      </article>
      <RelatedPosts posts={post.related} />
      <ProposalCta />
    </>
  );
}
