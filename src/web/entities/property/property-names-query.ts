import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../../lib/session/session-context';

export interface PropertyName {
  id: string;
  name: string;
  ownerName: string;
}

export const propertyKeys = {
  all: ['properties'] as const,
  names: () => [...propertyKeys.all, 'names'] as const,
};

/** The properties the reader may pick from (a work order's filter, a contract's subject). */
export const propertyNamesQuery = (api: Session['api']) =>
  queryOptions({
    queryKey: propertyKeys.names(),
    queryFn: async () => (await api<{ properties: PropertyName[] }>('/api/properties')).properties,
    staleTime: 5 * 60_000,
  });
