import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Statement, StatementList } from '../../../../shared/schemas/statements';
import type { Session } from '../../../lib/session/session-context';

type Api = Session['api'];

/** Under `statements`, the topic an "Owner statement ready" notification names: it refreshes all. */
export const statementKeys = {
  all: ['statements'] as const,
  list: (ownerId: string, page: number) => [...statementKeys.all, 'list', ownerId, page] as const,
  detail: (id: string) => [...statementKeys.all, 'detail', id] as const,
  monthToDate: (ownerId: string) => [...statementKeys.all, 'month-to-date', ownerId] as const,
};

export function statementListQuery(api: Api, ownerId: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (ownerId) params.set('ownerId', ownerId);
  return queryOptions({
    queryKey: statementKeys.list(ownerId, page),
    queryFn: () => api<StatementList>(`/api/statements?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function statementQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: statementKeys.detail(id),
    queryFn: () => api<Statement>(`/api/statements/${encodeURIComponent(id)}`),
  });
}

/** Computed by the server on every request: it is only as fresh as its last fetch. */
export function monthToDateQuery(api: Api, ownerId: string) {
  const params = ownerId ? `?ownerId=${encodeURIComponent(ownerId)}` : '';
  return queryOptions({
    queryKey: statementKeys.monthToDate(ownerId),
    queryFn: () => api<Statement>(`/api/statements/month-to-date${params}`),
  });
}
