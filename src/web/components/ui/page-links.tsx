import { ChevronLeft, ChevronRight } from 'lucide-react';
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

/** The words of the page links, in the page's language. */
export interface PageLinkLabels {
  /** The navigation's name, e.g. "Pages of results". */
  label: string;
  previous: string;
  next: string;
  /** One page's name for a screen reader, e.g. "Page 3". */
  page: (page: number) => string;
}

/**
 * Real links (`?page=2` with the other filters kept), so every page of results has a URL that
 * can be shared, opened in a new tab, or followed by a crawler.
 */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
  labels,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels: PageLinkLabels;
}) {
  if (pageCount <= 1) return null;
  // 44 px targets: the links are tapped on phones.
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';
  const idle = `${base} border border-navy/15 bg-white text-navy hover:border-ocean hover:text-ocean`;
  const disabled = `${base} border border-navy/10 text-navy/40`;
  return (
    <nav
      aria-label={labels.label}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={idle} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {labels.previous}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {labels.previous}
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
                aria-label={labels.page(p)}
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
          {labels.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {labels.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
