import { Link } from 'react-router';
import type { PostSummary } from '../../../shared/schemas/blog';
import { PostByline } from './post-byline';
import { PostCover } from './post-cover';

/**
 * One post in a grid (the blog, the home page, related posts): cover, tags, title, excerpt and
 * byline. The title is the card's one link; the cover repeats it for pointers only.
 */
export function PostCard({
  post,
  heading: Heading = 'h3',
  tagHref,
}: {
  post: PostSummary;
  heading?: 'h2' | 'h3';
  /** Where a tag leads (the blog filtered by it); plain text when not given. */
  tagHref?: (tag: string) => string;
}) {
  const href = `/blog/${post.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-navy/10 bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] bg-sand">
        <PostCover post={post} />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2 text-xs font-semibold tracking-wide text-ocean uppercase">
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag}>
                {tagHref ? (
                  <Link to={tagHref(tag)} className="underline-offset-4 hover:underline">
                    {tag}
                  </Link>
                ) : (
                  tag
                )}
              </li>
            ))}
          </ul>
        )}
        <Heading className="mt-2 font-display text-xl font-semibold text-navy">
          <Link to={href} className="hover:text-ocean hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-navy/75">{post.excerpt}</p>
        <PostByline post={post} className="mt-4" />
      </div>
    </article>
  );
}
