import { queryOptions } from '@tanstack/react-query';
import type {
  ApplicationDetail,
  ApplicationRow,
  ApplicationStatus,
} from '../../../../shared/schemas/applications';
import type { ListingPage } from '../../../../shared/schemas/listings';
import { MAX_LISTING_PAGE_SIZE } from '../../../../shared/schemas/listings';
import type { Session } from '../../../lib/session/session-context';

type Api = Session['api'];

/** Keys start with 'applications': the "Application received" notification names that topic. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (status: ApplicationStatus | 'all') => [...applicationKeys.all, 'list', status] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  rentalHomes: () => [...applicationKeys.all, 'rental-homes'] as const,
};

export function applicationListQuery(api: Api, status: ApplicationStatus | 'all') {
  return queryOptions({
    queryKey: applicationKeys.list(status),
    queryFn: async () =>
      (
        await api<{ applications: ApplicationRow[] }>(
          status === 'all' ? '/api/applications' : `/api/applications?status=${status}`,
        )
      ).applications,
  });
}

export function applicationDetailQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: () => api<ApplicationDetail>(`/api/applications/${encodeURIComponent(id)}`),
  });
}

/** The homes offered for rent, for approving an application that names none. */
export function rentalHomesQuery(api: Api) {
  return queryOptions({
    queryKey: applicationKeys.rentalHomes(),
    queryFn: async () =>
      (
        await api<ListingPage>(
          `/api/listings?purpose=rent&sort=newest&pageSize=${MAX_LISTING_PAGE_SIZE}`,
        )
      ).items,
    staleTime: 5 * 60_000,
  });
}
