import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../../../tests/support/fake-web-socket';
import en from '../../../i18n/locales/en/notifications.json';
import { NotificationBell } from './notification-bell';
import { NotificationList } from './notification-list';
import { NotificationsProvider } from './notifications-provider';
import { createTranslator } from '../../../i18n/translator';
import { TranslationProvider } from '../../../i18n/use-translation';

const mocks = vi.hoisted(() => ({
  session: {} as { user: { id: string } | null; api: any; endSession: any; getIdToken: any },
  toastInfo: vi.fn(),
}));
vi.mock('../../../lib/session/session-context', () => ({ useSession: () => mocks.session }));
vi.mock('react-toastify', () => ({ toast: { info: mocks.toastInfo, success: vi.fn() } }));

const translator = createTranslator({ language: 'en', resources: { en: { notifications: en } } });

const note = (id: string, minutesAgo: number, read = false, topics: string[] = []) => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  link: null,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  read,
  topics,
});

let queryClient: QueryClient;
/** The app's providers around what a test renders. */
const inApp = (children: ReactNode) => (
  <QueryClientProvider client={queryClient}>
    <TranslationProvider translator={translator}>
      <MemoryRouter>
        <NotificationsProvider>{children}</NotificationsProvider>
      </MemoryRouter>
    </TranslationProvider>
  </QueryClientProvider>
);

let serverList: { items: ReturnType<typeof note>[]; unreadCount: number; nextCursor: null };

beforeEach(() => {
  FakeWebSocket.instances = [];
  // Entries read the company time zone from the site settings query, which fails at once here
  // (no server): without retries it cannot hold up a test that fetches the same key.
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  mocks.toastInfo.mockReset();
  serverList = { items: [note('a', 5), note('b', 10)], unreadCount: 2, nextCursor: null };
  mocks.session = {
    user: { id: 'acc-1' },
    endSession: vi.fn(),
    getIdToken: vi.fn(async () => 'tk'),
    api: vi.fn(async (path: string) => {
      if (path === '/api/notifications') return serverList;
      return null;
    }),
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderShell() {
  const view = render(
    inApp(
      <>
        <NotificationBell />
        <NotificationList />
      </>,
    ),
  );
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  act(() => FakeWebSocket.latest().open());
  await screen.findByText('Title a');
  return view;
}

const portalList = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('NotificationsProvider with the bell and the list', () => {
  it('seeds the list from the API and shows the unread count on the bell', async () => {
    await renderShell();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const titles = portalList()
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(titles).toEqual(['Unread: Title a', 'Unread: Title b']);
  });

  it('puts a live notification at the front, toasts it and raises the count', async () => {
    await renderShell();
    act(() => FakeWebSocket.latest().receive(note('live', 0)));
    // The toast library loads on demand, so the toast follows a moment later.
    await waitFor(() => expect(mocks.toastInfo).toHaveBeenCalledWith('Title live'));
    expect(portalList().getAllByRole('listitem')[0]).toHaveTextContent('Title live');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('reloads the data a live notification names, and only that', async () => {
    await renderShell();
    const leads = vi.fn(async () => ['lead']);
    const site = vi.fn(async () => ({}));
    await queryClient.fetchQuery({ queryKey: ['leads', 'list', {}], queryFn: leads });
    await queryClient.fetchQuery({ queryKey: ['site', 'settings'], queryFn: site });
    // Observed, as an open inbox observes its query: invalidation refetches it at once.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['leads', 'list', {}],
      queryFn: leads,
      staleTime: Infinity, // only the notification makes it reload
    });
    const stop = observer.subscribe(() => {});
    act(() => FakeWebSocket.latest().receive(note('lead', 0, false, ['leads'])));
    await waitFor(() => expect(leads).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryState(['site', 'settings'])?.isInvalidated).toBe(false);
    expect(site).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens a panel newest first where Dismiss removes an item through the API', async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = within(screen.getByRole('dialog', { name: 'Notifications' }));
    const first = panel.getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Title a');
    await user.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(mocks.session.api).toHaveBeenCalledWith('/api/notifications/a/dismiss', {
      method: 'POST',
      body: {},
    });
    await waitFor(() => expect(screen.queryByText('Title a')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Mark all read' }));
    expect(mocks.session.api).toHaveBeenCalledWith('/api/notifications/read-all', {
      method: 'POST',
      body: {},
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps an item and says so when the dismissal fails', async () => {
    const user = userEvent.setup();
    await renderShell();
    mocks.session.api.mockRejectedValueOnce(new Error('offline'));
    const first = portalList().getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Could not dismiss it');
    expect(screen.getByText('Title a')).toBeInTheDocument();
  });

  it('ends the session when the server closes the socket for a block', async () => {
    await renderShell();
    act(() => FakeWebSocket.latest().serverClose(4003, 'blocked'));
    expect(mocks.session.endSession).toHaveBeenCalledWith('Your account has been blocked.');
  });

  it('loads the list at sign-in even while the socket cannot get through', async () => {
    render(inApp(<NotificationList />));
    expect(await screen.findByText('Title a')).toBeInTheDocument();
    expect(FakeWebSocket.instances.every((ws) => ws.readyState !== FakeWebSocket.OPEN)).toBe(true);
  });

  it('shows an empty state that says what comes next', async () => {
    serverList = { items: [], unreadCount: 0, nextCursor: null };
    render(inApp(<NotificationList />));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().open());
    expect(await screen.findByText(/You're all caught up/)).toBeInTheDocument();
  });
});
