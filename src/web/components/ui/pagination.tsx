import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; status: string };
}

/** Previous / next with "page X of Y"; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage, labels }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button =
    'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-40';
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3 pt-3">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {labels.previous}
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {labels.status}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
