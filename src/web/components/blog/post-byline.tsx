import { Clock } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { PostSummary } from '../../../shared/schemas/blog';
import { useFormat } from '../../lib/format';

/** Author, date (in the company's time zone) and reading time, on one wrapping line. */
export function PostByline({
  post,
  className = '',
}: {
  post: Pick<PostSummary, 'author' | 'publishedAt' | 'readingMinutes'>;
  className?: string;
}) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-navy/75 ${className}`}>
      <span className="font-medium text-navy">{post.author.name}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{format.date(post.publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5 text-ocean" aria-hidden="true" />
        {t('post.readingTime', { count: post.readingMinutes })}
      </span>
    </p>
  );
}
