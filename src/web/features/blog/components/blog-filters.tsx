import { Search, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Form, Link, useNavigate } from 'react-router';
import type { PostList } from '../../../../shared/schemas/blog';
import { blogHref, type BlogSearch } from '../lib/search-params';

/**
 * The search box and the tag chips. Both are plain navigation (a GET form to /blog, links with
 * `?tag=`), so they work before the page is taken over and every filter is an address.
 */
export function BlogFilters({ search, tags }: { search: BlogSearch; tags: PostList['tags'] }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const chip =
    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors';
  const idle = `${chip} border-navy/15 bg-white text-navy hover:border-ocean hover:text-ocean`;
  const active = `${chip} border-navy bg-navy text-white`;
  return (
    <div className="flex flex-col gap-5">
      {/* Keyed by the search so back and forward put the box back in step with the address. */}
      <Form
        key={search.q}
        method="get"
        action="/blog"
        role="search"
        aria-label={t('list.search.label')}
        className="flex max-w-xl gap-2"
        onSubmit={(event) => {
          // Taken over: the same address the form would send, without an empty `q=`.
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('q');
          const q = typeof value === 'string' ? value.trim() : '';
          void navigate(blogHref({ ...search, q, page: 1 }));
        }}
      >
        {search.tag && <input type="hidden" name="tag" value={search.tag} />}
        <label className="relative flex-1">
          <span className="sr-only">{t('list.search.label')}</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy/50"
            aria-hidden="true"
          />
          <input
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={100}
            placeholder={t('list.search.placeholder')}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-slate-900 shadow-sm"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-ocean px-4 font-semibold text-white hover:bg-ocean-dark"
        >
          {t('list.search.submit')}
        </button>
      </Form>
      {tags.length > 0 && (
        <nav aria-label={t('list.tags.label')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={blogHref({ ...search, tag: '', page: 1 })}
                aria-current={search.tag ? undefined : 'page'}
                className={search.tag ? idle : active}
              >
                {t('list.tags.all')}
              </Link>
            </li>
            {tags.map(({ tag, count }) => {
              const on = tag === search.tag;
              return (
                <li key={tag}>
                  <Link
                    to={blogHref({ ...search, tag: on ? '' : tag, page: 1 })}
                    aria-current={on ? 'page' : undefined}
                    className={on ? active : idle}
                  >
                    {tag}
                    <span className={on ? 'text-white/75' : 'text-navy/55'}>{count}</span>
                    {on && <X className="size-3.5" aria-label={t('list.tags.remove')} />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
