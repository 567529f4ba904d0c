import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/constants';
import PortalGuard, { ROLES_PATH } from './portal-guard';

const session = vi.hoisted(() => ({
  current: {} as {
    user: { id: string } | null;
    loading: boolean;
    role: Role | null;
    getAuthHeaders: () => Promise<Record<string, string>>;
  },
}));

vi.mock('../../lib/session/session-context', () => ({ useSession: () => session.current }));
// The frame (bell, menus) is not what this test is about: render its children only.
vi.mock('./portal-layout', () => ({
  PortalLayout: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

function AuthProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return <p>sign-in page, from {from?.pathname ?? 'nowhere'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthProbe /> },
      {
        path: '/portal',
        element: <PortalGuard />,
        children: [{ path: '*', element: <p>portal content</p> }],
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  session.current = {
    user: { id: 'u1' },
    loading: false,
    role: 'landlord',
    getAuthHeaders: async () => ({ Authorization: 'Bearer t', 'Content-Type': 'application/json' }),
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PortalGuard', () => {
  it('redirects to /auth, replacing the entry and remembering the path, when roles are not a list', async () => {
    const fetchMock = answer({ roles: ['landlord'] });
    vi.stubGlobal('fetch', fetchMock);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt('/portal/leases/7');

    expect(await screen.findByText('sign-in page, from /portal/leases/7')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(ROLES_PATH, {
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
    });
    const loggedError = logged.mock.calls[0]?.[1] as Error;
    expect(loggedError.message).toBe('Invalid roles data');
    // Replaced, not pushed: the history still holds two entries and Back leaves the portal.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the loader while the roles are being verified, then the portal', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (release = r)));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/portal/home');
    expect(screen.getByRole('status')).toHaveTextContent('Getting your properties ready');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Getting your properties ready');
    release(new Response(JSON.stringify([{ name: 'admin' }, { name: 'landlord' }])));
    expect(await screen.findByText('portal content')).toBeInTheDocument();
  });

  it('redirects a role that is not in the list', async () => {
    session.current.role = 'user';
    vi.stubGlobal('fetch', answer([{ name: 'admin' }, { name: 'landlord' }]));
    renderAt('/portal/x');
    expect(await screen.findByText('sign-in page, from /portal/x')).toBeInTheDocument();
  });

  it('logs and redirects when the fetch fails', async () => {
    vi.stubGlobal('fetch', answer({ error: 'internal' }, 500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/portal/y');
    expect(await screen.findByText('sign-in page, from /portal/y')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('redirects a signed-out visitor without asking for roles', async () => {
    session.current.user = null;
    session.current.role = null;
    const fetchMock = answer([]);
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/portal/z');
    expect(await screen.findByText('sign-in page, from /portal/z')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
