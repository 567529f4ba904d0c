import { queryOptions } from '@tanstack/react-query';
import type { SiteSettingsAnswer } from '../../shared/schemas/site';
import { requestJson } from './api-error';

/** Brand and contact details change rarely; every public page reads them, so keep them warm. */
const SETTINGS_STALE_MS = 5 * 60 * 1000;

export const siteKeys = {
  all: ['site'] as const,
  settings: () => [...siteKeys.all, 'settings'] as const,
};

export const siteSettingsQuery = queryOptions({
  queryKey: siteKeys.settings(),
  queryFn: () => requestJson<SiteSettingsAnswer>('/api/site-settings'),
  staleTime: SETTINGS_STALE_MS,
});
