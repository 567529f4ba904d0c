import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BrokerWorkspace,
  ContractDetail,
  ContractDraft,
  ContractList,
  ContractListQuery,
  Prefill,
  PrefillInput,
  Preview,
  SignBody,
  SigningView,
  TemplateDetail,
  TemplateSave,
  TemplateSummary,
  VerifyResult,
} from '../../../../shared/schemas/contracts';
import type { ContractKind } from '../../../../shared/contract-terms';
import { linkRequestJson } from '../../../lib/api-error';
import type { Session } from '../../../lib/session/session-context';
import { useSession } from '../../../lib/session/session-context';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

type Api = Session['api'];
export type ContractFilters = Partial<ContractListQuery>;

/** Keys start with 'contracts' (and 'broker'): the contract notifications name those topics. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (filters: ContractFilters) => ['contracts', 'list', filters] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  templates: () => ['contracts', 'templates'] as const,
  template: (kind: string) => ['contracts', 'templates', kind] as const,
  signing: (token: string) => ['contracts', 'signing', token] as const,
  workspace: (brokerId: string) => ['broker', 'workspace', brokerId] as const,
};

function search(filters: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function contractListQuery(api: Api, filters: ContractFilters) {
  return queryOptions({
    queryKey: contractKeys.list(filters),
    queryFn: () => api<ContractList>(`/api/contracts${search(filters)}`),
  });
}

export function contractQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => api<ContractDetail>(`/api/contracts/${encodeURIComponent(id)}`),
  });
}

export function templatesQuery(api: Api) {
  return queryOptions({
    queryKey: contractKeys.templates(),
    queryFn: async () => (await api<{ items: TemplateSummary[] }>('/api/contract-templates')).items,
  });
}

export function templateQuery(api: Api, kind: ContractKind) {
  return queryOptions({
    queryKey: contractKeys.template(kind),
    queryFn: () => api<TemplateDetail>(`/api/contract-templates/${kind}`),
  });
}

export function workspaceQuery(api: Api, brokerId: string) {
  return queryOptions({
    queryKey: contractKeys.workspace(brokerId),
    queryFn: () => api<BrokerWorkspace>(`/api/broker/workspace${search({ brokerId })}`),
  });
}

export function usePrefill() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: PrefillInput) =>
      api<Prefill>('/api/contracts/prefill', { method: 'POST', body }),
  });
}

export function usePreview() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: { body: string; sample?: boolean }) =>
      api<Preview>('/api/contracts/preview', { method: 'POST', body }),
  });
}

/** Every change refreshes the lists and the one contract it returns. */
function useContractMutation<TBody = void>(
  request: (api: Api, body: TBody) => Promise<ContractDetail>,
) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => request(api, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(contractKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: ['contracts', 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['broker'] });
    },
  });
}

export const useCreateContract = () =>
  useContractMutation((api, body: ContractDraft) =>
    api<ContractDetail>('/api/contracts', { method: 'POST', body }),
  );

export const useUpdateContract = (id: string) =>
  useContractMutation((api, body: ContractDraft) =>
    api<ContractDetail>(`/api/contracts/${id}`, { method: 'PUT', body }),
  );

export const useSendContract = () =>
  useContractMutation((api, id: string) =>
    api<ContractDetail>(`/api/contracts/${id}/send`, { method: 'POST' }),
  );

export const useVoidContract = (id: string) =>
  useContractMutation((api, body: { reason: string }) =>
    api<ContractDetail>(`/api/contracts/${id}/void`, { method: 'POST', body }),
  );

export const useResendContract = (id: string) =>
  useContractMutation((api) =>
    api<ContractDetail>(`/api/contracts/${id}/resend`, { method: 'POST' }),
  );

export const useSignContract = (id: string) =>
  useContractMutation((api, body: SignBody) =>
    api<ContractDetail>(`/api/contracts/${id}/sign`, { method: 'POST', body }),
  );

export const useDeclineContract = (id: string) =>
  useContractMutation((api, body: { reason: string }) =>
    api<ContractDetail>(`/api/contracts/${id}/decline`, { method: 'POST', body }),
  );

export function useSaveTemplate(kind: ContractKind) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateSave) =>
      api<TemplateDetail>(`/api/contract-templates/${kind}`, { method: 'PUT', body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(contractKeys.template(kind), detail);
      await queryClient.invalidateQueries({ queryKey: contractKeys.templates() });
    },
  });
}

export function useVerifyDocument() {
  const { getAuthHeaders } = useSession();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (f: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress<VerifyResult>(
        '/api/contracts/verify',
        form,
        getAuthHeaders,
        onProgress,
      );
    },
  });
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function signingQuery(token: string) {
  return queryOptions({
    queryKey: contractKeys.signing(token),
    queryFn: () => linkRequestJson<SigningView>(`/api/sign/${encodeURIComponent(token)}`),
  });
}

export function useSignByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) =>
      linkRequestJson<SigningView>(`/api/sign/${encodeURIComponent(token)}`, json(body)),
    onSuccess: (view) => queryClient.setQueryData(contractKeys.signing(token), view),
  });
}

export function useDeclineByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      linkRequestJson<{ ok: true }>(`/api/sign/${encodeURIComponent(token)}/decline`, json(body)),
    onSuccess: () => queryClient.removeQueries({ queryKey: contractKeys.signing(token) }),
  });
}
