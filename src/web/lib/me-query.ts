import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/schemas/auth';

/** The signed-in session's authenticated fetch (`useSession().api`), passed in by the caller. */
type AuthedApi = <T>(path: string) => Promise<T>;

export const meKeys = {
  all: ['auth', 'me'] as const,
  /** Per user id, so switching accounts never shows the previous account's details. */
  of: (userId: string | null) => [...meKeys.all, userId] as const,
};

/** GET /api/auth/me: the signed-in user's own account (phone and the rest the token lacks). */
export function meQuery(api: AuthedApi, userId: string | null) {
  return queryOptions({
    queryKey: meKeys.of(userId),
    queryFn: () => api<MeResponse>('/api/auth/me'),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
