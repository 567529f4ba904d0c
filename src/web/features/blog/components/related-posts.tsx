import { useTranslation } from '../../../i18n/use-translation';
import type { PostSummary } from '../../../../shared/schemas/blog';
import { PostCard } from '../../../components/blog/post-card';
import { blogHref, EMPTY_SEARCH } from '../lib/search-params';

/** Up to three posts in the same language sharing the most tags (chosen by the server). */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="bg-sand/60">
      <div className="mx-auto max-w-[1200px] px-4 py-14 lg:px-6">
        <h2 id="related-title" className="font-display text-3xl font-semibold text-navy">
          {t('post.related')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} tagHref={(tag) => blogHref({ ...EMPTY_SEARCH, tag })} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
