import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ApprovalLinkSchema,
  MaintenancePage,
  NewRequest,
  WorkOrderDetail,
} from '../../../../shared/schemas/maintenance';
import { linkRequestJson } from '../../../lib/api-error';
import type { Session } from '../../../lib/session/session-context';
import { useSession } from '../../../lib/session/session-context';
import {
  maintenanceKeys as entityKeys,
  workOrderKeys,
} from '../../../entities/work-order/work-order-keys';

type Api = Session['api'];
export type ApprovalLink = z.infer<typeof ApprovalLinkSchema>;

/** Keys start with 'maintenance': the maintenance notifications name that topic. */
export const maintenanceKeys = {
  ...entityKeys,
  page: (uid: string) => [...entityKeys.all, uid] as const,
  approval: (token: string) => [...entityKeys.all, 'approval', token] as const,
};

export function maintenancePageQuery(api: Api, uid: string) {
  return queryOptions({
    queryKey: maintenanceKeys.page(uid),
    queryFn: () => api<MaintenancePage>(`/api/maintenance/${encodeURIComponent(uid)}`),
  });
}

export function useFileRequest(uid: string) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRequest) =>
      api<WorkOrderDetail>(`/api/maintenance/${encodeURIComponent(uid)}/requests`, {
        method: 'POST',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
      ]),
  });
}

/** The e-mailed approval link: no session, so plain fetch. */
function linkRequest<T>(token: string, init?: RequestInit): Promise<T> {
  return linkRequestJson<T>(`/api/work-order-approvals/${encodeURIComponent(token)}`, init);
}

export function approvalLinkQuery(token: string) {
  return queryOptions({
    queryKey: maintenanceKeys.approval(token),
    queryFn: () => linkRequest<ApprovalLink>(token),
  });
}

export function useDecideByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision?: string; note: string }) =>
      linkRequest<ApprovalLink>(token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    onSuccess: (data) => queryClient.setQueryData(maintenanceKeys.approval(token), data),
  });
}
