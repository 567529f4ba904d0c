import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminUserList, AuditList, OutboxList } from '../../../../shared/schemas/users';
import type { Session } from '../../../lib/session/session-context';

type Api = Session['api'];

export interface UserFilters {
  q: string;
  role: string;
  page: number;
}

export const USERS_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 15;
export const OUTBOX_PAGE_SIZE = 15;

export const adminKeys = {
  all: ['admin-panel'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: UserFilters) => [...adminKeys.users(), filters] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditPage: (page: number) => [...adminKeys.audit(), page] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  outboxPage: (page: number) => [...adminKeys.outbox(), page] as const,
};

export function usersQuery(api: Api, filters: UserFilters) {
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(USERS_PAGE_SIZE),
  });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.role) params.set('role', filters.role);
  return queryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: () => api<AdminUserList>(`/api/admin/users?${params.toString()}`),
    // Paging and searching keep the previous rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function auditQuery(api: Api, page: number) {
  return queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: () => api<AuditList>(`/api/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function outboxQuery(api: Api, page: number) {
  return queryOptions({
    queryKey: adminKeys.outboxPage(page),
    queryFn: () => api<OutboxList>(`/api/admin/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
