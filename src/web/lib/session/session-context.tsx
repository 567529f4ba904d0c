import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  IMPERSONATED_USER_HEADER,
  IMPERSONATION_HEADER,
  NO_SESSION_ERROR,
  type PortalRole,
  type Role,
} from '../../../shared/constants';
import { can } from '../../../shared/permissions';
import type { PublicUser, SignInResponse } from '../../../shared/schemas/auth';
import { ApiError, requestJson } from '../../lib/api-error';
import {
  type ImpersonatedUser,
  useStoredImpersonatedUser,
  useStoredImpersonation,
  writeImpersonatedRole,
  writeImpersonatedUser,
} from '../impersonation/impersonation-store';
import { hasSessionMarker } from './session-marker';
import { decodeClaims, effectiveRole, needsRefresh } from './token-rules';

/** Functions are properties (not methods) so they can be destructured without `this` worries. */
export interface Session {
  user: PublicUser | null;
  email: string | null;
  /** The effective role: the impersonated one while an admin views as another role. */
  role: Role | null;
  /** The role from the token claims; null when the claims could not be read. */
  realRole: Role | null;
  impersonatedRole: PortalRole | null;
  /** The one account of `impersonatedRole` a real admin views as; null while viewing as the role. */
  impersonatedUser: ImpersonatedUser | null;
  blocked: boolean;
  loading: boolean;
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
  getAuthHeaders: () => Promise<Record<string, string>>;
  logout: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<PublicUser>;
  /** Choosing another role, or none, also forgets the person viewed as. */
  setImpersonatedRole: (role: PortalRole | '' | null) => void;
  /** A person of the current `impersonatedRole`, or null to view as the role again. */
  setImpersonatedUser: (user: ImpersonatedUser | null) => void;
  /** Authenticated JSON request; retries once with a fresh token on 401. */
  api: <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;
  /** Set when the server ended the session (blocked, signed out elsewhere). */
  endedReason: string | null;
  /** Forgets the session locally after the server ended it (e.g. the live socket was closed for a block). */
  endSession: (reason: string | null) => void;
}

const SessionContext = createContext<Session | null>(null);

const noSubscription = () => () => undefined;

/**
 * Whether a session is there to restore. The server draws a signed-out visitor's page, so taking
 * it over starts from "no" (the server snapshot) and reads the cookie marker right after.
 */
function useSessionToRestore(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasSessionMarker(),
    () => false,
  );
}
const AUTH_CHANNEL = 'blu-auth';

interface TokenState {
  token: string;
  exp: number;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [claims, setClaims] = useState<{ role: Role; blocked: boolean } | null>(null);
  // Without the session marker there is no session to restore: nothing to wait for.
  const sessionToRestore = useSessionToRestore();
  const [restored, setRestored] = useState(false);
  const loading = sessionToRestore && !restored;
  const [endedReason, setEndedReason] = useState<string | null>(null);
  const tokenRef = useRef<TokenState | null>(null);
  const refreshing = useRef<Promise<string> | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const storedImpersonation = useStoredImpersonation();
  const storedImpersonatedUser = useStoredImpersonatedUser();

  const clear = useCallback(() => {
    tokenRef.current = null;
    setUser(null);
    setClaims(null);
  }, []);

  /** Applies a sign-in or refresh answer; a failed claims read keeps the user without a role. */
  const apply = useCallback((answer: SignInResponse) => {
    try {
      const decoded = decodeClaims(answer.accessToken);
      tokenRef.current = { token: answer.accessToken, exp: decoded.exp };
      setClaims({ role: decoded.role, blocked: decoded.blocked });
    } catch (err) {
      console.error('Could not read the token claims', err);
      tokenRef.current = { token: answer.accessToken, exp: 0 };
      setClaims(null);
    }
    setUser(answer.user);
    setEndedReason(null);
  }, []);

  const refresh = useCallback((): Promise<string> => {
    // One refresh at a time in this tab, and (where supported) across tabs, since they share the cookie.
    refreshing.current ??= (async () => {
      const run = async () => {
        let lastError: unknown;
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const answer = await requestJson<SignInResponse>('/api/auth/refresh', {
              method: 'POST',
            });
            apply(answer);
            return answer.accessToken;
          } catch (err) {
            lastError = err;
            // A tab that lost the race retries once with the cookie the winner set. A refusal
            // for good has cleared the marker: then there is nothing to retry with.
            if (!(err instanceof ApiError) || err.status !== 401 || !hasSessionMarker()) break;
            await new Promise((r) => setTimeout(r, 150));
          }
        }
        throw lastError;
      };
      try {
        return navigator.locks ? await navigator.locks.request('blu-refresh', run) : await run();
      } finally {
        refreshing.current = null;
      }
    })();
    return refreshing.current;
  }, [apply]);

  const endSession = useCallback(
    (reason: string | null) => {
      clear();
      setEndedReason(reason);
    },
    [clear],
  );

  const getIdToken = useCallback(
    async (forceRefresh = false): Promise<string> => {
      const current = tokenRef.current;
      if (!current) throw new Error(NO_SESSION_ERROR);
      if (!needsRefresh(current.exp, Date.now(), forceRefresh)) return current.token;
      try {
        return await refresh();
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.code === 'blocked')) {
          endSession(err.code === 'blocked' ? 'Your account has been blocked.' : null);
          throw new Error(NO_SESSION_ERROR);
        }
        throw err;
      }
    },
    [refresh, endSession],
  );

  const realRole = claims?.role ?? null;
  const impersonatedRole = can(realRole, 'impersonate:role:any') ? storedImpersonation : null;
  const impersonatedUser = impersonatedRole ? storedImpersonatedUser : null;
  const role = effectiveRole(realRole, impersonatedRole);

  // Read when a request is sent, not when its function was made: a query refetched right after the
  // person viewed as changes (the cache reset) may still hold the previous render's `api`. Layout
  // effects run before any passive effect of the same commit, so the reset already sees the new one.
  const viewing = useRef({ impersonatedRole, impersonatedUser });
  useLayoutEffect(() => {
    viewing.current = { impersonatedRole, impersonatedUser };
  }, [impersonatedRole, impersonatedUser]);

  const getAuthHeaders = useCallback(async (): Promise<Record<string, string>> => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await getIdToken()}`,
      'Content-Type': 'application/json',
    };
    const current = viewing.current;
    if (current.impersonatedRole) headers[IMPERSONATION_HEADER] = current.impersonatedRole;
    if (current.impersonatedUser) headers[IMPERSONATED_USER_HEADER] = current.impersonatedUser.id;
    return headers;
  }, [getIdToken]);

  const api = useCallback(
    async <T,>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
      const method = init.method ?? 'GET';
      // Every authenticated request says Content-Type: application/json (docs/product.md), and the
      // server refuses that header on an empty body: a write without a body sends `{}`.
      const bodyless = method === 'GET' || method === 'HEAD';
      const body = init.body === undefined ? (bodyless ? undefined : {}) : init.body;
      const send = async () =>
        requestJson<T>(path, {
          method,
          headers: await getAuthHeaders(),
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      try {
        return await send();
      } catch (err) {
        if (err instanceof ApiError && err.code === 'blocked') {
          endSession('Your account has been blocked.');
          throw err;
        }
        if (!(err instanceof ApiError) || err.status !== 401) throw err;
        await getIdToken(true);
        return send();
      }
    },
    [getAuthHeaders, getIdToken, endSession],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const answer = await requestJson<SignInResponse>('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      apply(answer);
      channel.current?.postMessage('signed-in');
      return answer.user;
    },
    [apply],
  );

  const logout = useCallback(async () => {
    await requestJson('/api/auth/sign-out', { method: 'POST' }).catch(() => undefined);
    writeImpersonatedRole(null);
    clear();
    channel.current?.postMessage('signed-out');
  }, [clear]);

  // First sign-in state: the refresh cookie, if any, says who is signed in. Without the marker
  // there is none, and a refresh would only add a failed request to every anonymous page.
  useEffect(() => {
    let active = true;
    const restore = hasSessionMarker()
      ? refresh().catch(() => {
          if (active) clear();
        })
      : Promise.resolve();
    void restore.finally(() => {
      if (active) setRestored(true);
    });
    return () => {
      active = false;
    };
  }, [refresh, clear]);

  // Sign-in and sign-out in one tab reach the others.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(AUTH_CHANNEL);
    channel.current = bc;
    bc.onmessage = (event) => {
      if (event.data === 'signed-out') clear();
      if (event.data === 'signed-in') void refresh().catch(() => clear());
    };
    return () => {
      bc.close();
      channel.current = null;
    };
  }, [clear, refresh]);

  const value = useMemo<Session>(
    () => ({
      user,
      email: user?.email ?? null,
      role: user ? role : null,
      realRole: user ? realRole : null,
      impersonatedRole: user ? impersonatedRole : null,
      impersonatedUser: user ? impersonatedUser : null,
      blocked: claims?.blocked ?? false,
      loading,
      getIdToken,
      getAuthHeaders,
      logout,
      signIn,
      setImpersonatedRole: writeImpersonatedRole,
      setImpersonatedUser: writeImpersonatedUser,
      api,
      endedReason,
      endSession,
    }),
    [
      user,
      role,
      realRole,
      impersonatedRole,
      impersonatedUser,
      claims,
      loading,
      getIdToken,
      getAuthHeaders,
      logout,
      signIn,
      api,
      endedReason,
      endSession,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
