import { queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../../shared/schemas/site';
import type { BrokerOfRecordAnswer } from '../../../../shared/schemas/broker-of-record';
import type { Session } from '../../../lib/session/session-context';
import { siteKeys } from '../../../lib/site-settings-query';

type Api = Session['api'];

export const siteAdminKeys = {
  pages: () => [...siteKeys.all, 'admin-pages'] as const,
};

/** Every CMS page in every language, published or not (admins only). */
export function adminPagesQuery(api: Api) {
  return queryOptions({
    queryKey: siteAdminKeys.pages(),
    queryFn: async () => (await api<{ pages: Page[] }>('/api/admin/pages')).pages,
  });
}

/** Who signs the trust accounts' reconciliations, and the admins who may be named. */
export function brokerOfRecordQuery(api: Api) {
  return queryOptions({
    queryKey: [...siteKeys.all, 'broker-of-record'] as const,
    queryFn: () => api<BrokerOfRecordAnswer>('/api/admin/broker-of-record'),
  });
}
