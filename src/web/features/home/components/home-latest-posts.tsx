import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { PostCard } from '../../../components/blog/post-card';
import { latestPostsQuery } from '../api/queries';
import { ArrowLink } from '../../../components/ui/arrow-link';

/** The blog's three newest posts in the page's language; nothing when there are none yet. */
export function HomeLatestPosts() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const posts = useQuery(latestPostsQuery(language));
  if (!posts.data?.length) return null;
  return (
    <section aria-labelledby="latest-posts" className="mx-auto max-w-[1200px] px-4 py-16 lg:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="latest-posts"
            className="font-display text-3xl font-semibold text-navy md:text-4xl"
          >
            {t('latestPosts.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-navy/75">{t('latestPosts.lead')}</p>
        </div>
        <ArrowLink
          to="/blog"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-ocean hover:underline"
        >
          {t('latestPosts.all')}
        </ArrowLink>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.data.slice(0, 3).map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
