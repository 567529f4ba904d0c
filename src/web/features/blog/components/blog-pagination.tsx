import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The page numbers to show: all of them when few, else the ends and the neighbours of `page`. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

/**
 * Real links (`?page=2` with the tag and search kept), so every page of posts has an address a
 * reader can share and a crawler can follow.
 */
export function BlogPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('blog');
  if (pageCount <= 1) return null;
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';
  const idle = `${base} border border-navy/15 bg-white text-navy hover:border-ocean hover:text-ocean`;
  const disabled = `${base} border border-navy/10 text-navy/40`;
  return (
    <nav
      aria-label={t('list.pagination.label')}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={idle} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('list.pagination.previous')}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('list.pagination.previous')}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {visiblePages(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-navy/60">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('list.pagination.page', { page: p })}
                className={p === page ? `${base} bg-navy text-white` : idle}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={idle} rel="next">
          {t('list.pagination.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {t('list.pagination.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
