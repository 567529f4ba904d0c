import { LEASE_STATUSES, type LeaseStatus } from '../../../../shared/leasing-terms';
import { ENDING_WITHIN_DAYS, LEASE_SORTS } from '../../../../shared/schemas/leases';

export type LeaseSort = (typeof LEASE_SORTS)[number];
export type EndingWithin = (typeof ENDING_WITHIN_DAYS)[number];

/** What the leases list shows: every part lives in the page's URL, so a link reopens the same view. */
export interface LeaseListFilters {
  status: LeaseStatus | '';
  city: string;
  propertyId: string;
  endingWithin: EndingWithin | '';
  delinquent: boolean;
  q: string;
  sort: LeaseSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const LEASES_PAGE_SIZE = 25;

/** The API's defaults: a URL without sort or dir shows the newest leases first. */
export const DEFAULT_LEASE_FILTERS: LeaseListFilters = {
  status: '',
  city: '',
  propertyId: '',
  endingWithin: '',
  delinquent: false,
  q: '',
  sort: 'start',
  dir: 'desc',
  page: 1,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from a URL; a value someone edited into nonsense falls back to its default. */
export function readLeaseFilters(params: URLSearchParams): LeaseListFilters {
  const page = Number(params.get('page'));
  const propertyId = params.get('propertyId') ?? '';
  return {
    status: oneOf(params.get('status'), LEASE_STATUSES),
    city: (params.get('city') ?? '').slice(0, 80),
    propertyId: UUID.test(propertyId) ? propertyId : '',
    endingWithin: oneOf(params.get('endingWithin'), ENDING_WITHIN_DAYS),
    delinquent: params.get('delinquent') === 'true',
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(params.get('sort'), LEASE_SORTS) || DEFAULT_LEASE_FILTERS.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filters that narrow the rows (what the CSV export repeats), without sort or page. */
function narrowing(filters: LeaseListFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (filters.status) p.set('status', filters.status);
  if (filters.city) p.set('city', filters.city);
  if (filters.propertyId) p.set('propertyId', filters.propertyId);
  if (filters.endingWithin) p.set('endingWithin', filters.endingWithin);
  if (filters.delinquent) p.set('delinquent', 'true');
  if (filters.q.trim()) p.set('q', filters.q.trim());
  return p;
}

/** The page's URL search: only what differs from the defaults, so plain /admin_panel/leases stays plain. */
export function leaseFiltersToParams(filters: LeaseListFilters): URLSearchParams {
  const p = narrowing(filters);
  if (filters.sort !== DEFAULT_LEASE_FILTERS.sort) p.set('sort', filters.sort);
  if (filters.dir !== DEFAULT_LEASE_FILTERS.dir) p.set('dir', filters.dir);
  if (filters.page > 1) p.set('page', String(filters.page));
  return p;
}

/** The query string of GET /api/leases for one page. */
export function leaseListApiParams(filters: LeaseListFilters): URLSearchParams {
  const p = narrowing(filters);
  p.set('sort', filters.sort);
  p.set('dir', filters.dir);
  p.set('page', String(filters.page));
  p.set('pageSize', String(LEASES_PAGE_SIZE));
  return p;
}

/** The query string of GET /api/leases.csv: the same rows, in the same order, every page. */
export function leaseCsvApiParams(filters: LeaseListFilters): URLSearchParams {
  const p = narrowing(filters);
  p.set('sort', filters.sort);
  p.set('dir', filters.dir);
  return p;
}

/** Whether anything narrows the list (an empty list then says "clear the filters"). */
export function isFiltered(filters: LeaseListFilters): boolean {
  return narrowing(filters).size > 0;
}

/** Clicking a column: the same column flips its direction, another starts descending. */
export function toggleSort(filters: LeaseListFilters, sort: LeaseSort): LeaseListFilters {
  const dir = filters.sort === sort && filters.dir === 'desc' ? 'asc' : 'desc';
  return { ...filters, sort, dir, page: 1 };
}
