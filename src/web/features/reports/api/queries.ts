import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportTable } from '../../../../shared/schemas/reports';
import type { Session } from '../../../lib/session/session-context';

type Api = Session['api'];

export const reportKeys = {
  all: ['reports'] as const,
  table: (path: string) => [...reportKeys.all, 'table', path] as const,
  owners: () => [...reportKeys.all, 'owners'] as const,
  properties: () => [...reportKeys.all, 'properties'] as const,
  accounts: () => [...reportKeys.all, 'accounts'] as const,
};

/** A report's table at an API path (its filters in the query). */
export function reportQuery(api: Api, path: string) {
  return queryOptions({
    queryKey: reportKeys.table(path),
    queryFn: () => api<ReportTable>(path),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The owners a report may be narrowed to: every owner for the office, oneself for an owner. */
export function reportOwnersQuery(api: Api) {
  return queryOptions({
    queryKey: reportKeys.owners(),
    queryFn: () => api<{ owners: { id: string; name: string }[] }>('/api/reports/owners'),
  });
}

/** The properties a report may be narrowed to: every one for the office, their own for an owner. */
export function reportPropertiesQuery(api: Api) {
  return queryOptions({
    queryKey: reportKeys.properties(),
    queryFn: () =>
      api<{ properties: { id: string; name: string; ownerId: string }[] }>(
        '/api/reports/properties',
      ),
  });
}

/** The accounts a general ledger can be read for (the office's). */
export function reportAccountsQuery(api: Api) {
  return queryOptions({
    queryKey: reportKeys.accounts(),
    queryFn: () =>
      api<{ accounts: { id: string; code: string; name: string; nameEs: string }[] }>(
        '/api/reports/accounts',
      ),
  });
}
