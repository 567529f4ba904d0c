import { queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../../shared/schemas/site';
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
