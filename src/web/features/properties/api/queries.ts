import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PortfolioProperty,
  PropertyDetailSchema,
} from '../../../../shared/schemas/properties';

type Api = <T>(path: string) => Promise<T>;
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>;

/**
 * The server scopes these answers to the reader (and to the role an admin views as), so the
 * account and the effective role are part of every key: a switch never shows another's rows.
 */
export type Viewer = readonly [accountId: string | undefined, role: string | null];

export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: (viewer: Viewer) => [...portfolioKeys.all, 'list', ...viewer] as const,
  detail: (viewer: Viewer, id: string) => [...portfolioKeys.all, 'detail', ...viewer, id] as const,
};

export const portfolioQuery = (api: Api, viewer: Viewer) =>
  queryOptions({
    queryKey: portfolioKeys.list(viewer),
    queryFn: () =>
      api<{ properties: PortfolioProperty[] }>('/api/properties').then((r) => r.properties),
  });

export const propertyQuery = (api: Api, viewer: Viewer, id: string) =>
  queryOptions({
    queryKey: portfolioKeys.detail(viewer, id),
    queryFn: () => api<PropertyDetail>(`/api/properties/${encodeURIComponent(id)}`),
  });
