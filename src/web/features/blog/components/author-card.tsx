import { useTranslation } from '../../../i18n/use-translation';
import type { BlogAuthor } from '../../../../shared/schemas/blog';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** Who wrote the post: a monogram, the name and the line the author wrote about themselves. */
export function AuthorCard({ author }: { author: BlogAuthor }) {
  const { t } = useTranslation('blog');
  return (
    <section
      aria-labelledby="author-title"
      className="flex items-start gap-4 rounded-2xl border border-navy/10 bg-white p-6 shadow-sm"
    >
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-navy font-display text-xl font-semibold text-aqua"
      >
        {initials(author.name)}
      </span>
      <div>
        <p className="text-xs font-semibold tracking-wide text-ocean uppercase">
          {t('post.writtenBy')}
        </p>
        <h2 id="author-title" className="mt-1 font-display text-xl font-semibold text-navy">
          {author.name}
        </h2>
        {author.title && <p className="mt-1 text-navy/75">{author.title}</p>}
      </div>
    </section>
  );
}
