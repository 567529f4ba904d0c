import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession, type Session } from './session-context';

function jwt(payload: Record<string, unknown>): string {
  const encode = (v: unknown) =>
    btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'ES256' })}.${encode(payload)}.sig`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function mockServer(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = input instanceof Request ? input.url : input.toString();
    const route = routes[path];
    return route ? route() : json({ error: 'not_found', message: 'Nothing here' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const captured: { current: Session | null } = { current: null };
function Capture() {
  const value = useSession();
  // Lets the test call the session's functions from outside the tree.
  useEffect(() => {
    captured.current = value;
  });
  return <p>{value.loading ? 'loading' : `ready:${value.user?.email ?? 'none'}`}</p>;
}

/** The readable cookie the server sets beside the refresh cookie (and clears with it). */
const setMarker = () => (document.cookie = 'blu_signed_in=1; path=/');
const clearMarker = () =>
  (document.cookie = 'blu_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');

afterEach(() => {
  clearMarker();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  captured.current = null;
});

describe('SessionProvider', () => {
  it('throws "No valid user session found" when a token is asked for with no user', async () => {
    mockServer({
      '/api/auth/refresh': () => json({ error: 'unauthenticated', message: 'Sign in' }, 401),
    });
    render(
      <SessionProvider>
        <Capture />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:none')).toBeInTheDocument();
    await expect(captured.current!.getIdToken()).rejects.toThrow('No valid user session found');
    await expect(captured.current!.getAuthHeaders()).rejects.toThrow('No valid user session found');
  });

  it('signs in with role and blocked from the claims, and builds the bearer headers', async () => {
    const token = jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, role: 'landlord' });
    const user = { id: 'u1', email: 'landlord@example.com', name: 'Martin', role: 'landlord' };
    mockServer({
      '/api/auth/refresh': () => json({ error: 'unauthenticated', message: 'Sign in' }, 401),
      '/api/auth/sign-in': () => json({ accessToken: token, user }),
    });
    render(
      <SessionProvider>
        <Capture />
      </SessionProvider>,
    );
    await screen.findByText('ready:none');
    await act(async () => {
      await captured.current!.signIn('landlord@example.com', 'Demo-password-1');
    });
    await waitFor(() => expect(captured.current!.role).toBe('landlord'));
    expect(captured.current!.realRole).toBe('landlord');
    expect(captured.current!.blocked).toBe(false);
    expect(await captured.current!.getIdToken()).toBe(token);
    expect(await captured.current!.getAuthHeaders()).toEqual({
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    });
  });

  it('sends {} with a bodyless write, since every request says application/json', async () => {
    setMarker();
    const token = jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, role: 'mt' });
    const user = { id: 'u1', email: 'mt@example.com', name: 'Luis', role: 'mt' };
    const fetchMock = mockServer({
      '/api/auth/refresh': () => json({ accessToken: token, user }),
      '/api/things': () => json({ ok: true }),
    });
    render(
      <SessionProvider>
        <Capture />
      </SessionProvider>,
    );
    await screen.findByText('ready:mt@example.com');
    await captured.current!.api('/api/things', { method: 'POST' });
    await captured.current!.api('/api/things');
    const calls = fetchMock.mock.calls.filter(([path]) => path === '/api/things');
    const [post, get] = calls.map(([, init]) => init as RequestInit);
    expect(post!.body).toBe('{}');
    expect(post!.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(get!.body).toBeUndefined();
  });

  it('keeps the user signed in without a role when the claims cannot be read', async () => {
    const user = { id: 'u2', email: 'x@example.com', name: 'X', role: 'user' };
    setMarker();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer({ '/api/auth/refresh': () => json({ accessToken: 'not-a-jwt', user }) });
    render(
      <SessionProvider>
        <Capture />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:x@example.com')).toBeInTheDocument();
    expect(captured.current!.role).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('asks the server nothing when the browser holds no session', async () => {
    const fetchMock = mockServer({});
    render(
      <SessionProvider>
        <Capture />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:none')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not retry a refresh the server refused for good (it cleared the marker)', async () => {
    setMarker();
    const fetchMock = mockServer({
      '/api/auth/refresh': () => {
        clearMarker();
        return json({ error: 'unauthenticated', message: 'Sign in' }, 401);
      },
    });
    render(
      <SessionProvider>
        <Capture />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:none')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
