import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  PageInput,
  PageUpdateInput,
  SiteSettingsAnswer,
  UpdateSiteSettingsInput,
} from '../../../../shared/schemas/site';
import { useSession } from '../../../lib/session/session-context';
import { cmsKeys } from '../../../entities/cms-page/cms-page-query';
import { brokerOfRecordQuery, siteAdminKeys } from './admin-queries';
import type {
  BrokerOfRecordAnswer,
  BrokerOfRecordInput,
} from '../../../../shared/schemas/broker-of-record';
import { siteKeys } from '../../../lib/site-settings-query';

export function useUpdateSiteSettings() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSiteSettingsInput) =>
      api<SiteSettingsAnswer>('/api/admin/site-settings', { method: 'PATCH', body: changes }),
    // The answer is the new settings: the header, footer and storm banner update at once.
    onSuccess: (settings) => queryClient.setQueryData(siteKeys.settings(), settings),
  });
}

/** Page edits refresh the admin list and any cached public copy of that page. */
function useInvalidatePages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteAdminKeys.pages() }),
      queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
    ]);
}

export function useSavePage() {
  const { api } = useSession();
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PageInput | PageUpdateInput }) =>
      id
        ? api<Page>(`/api/admin/pages/${id}`, { method: 'PATCH', body: input })
        : api<Page>('/api/admin/pages', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeletePage() {
  const { api } = useSession();
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/admin/pages/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useNameBrokerOfRecord() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrokerOfRecordInput) =>
      api<BrokerOfRecordAnswer>('/api/admin/broker-of-record', { method: 'PUT', body: input }),
    onSuccess: (answer) => queryClient.setQueryData(brokerOfRecordQuery(api).queryKey, answer),
  });
}
