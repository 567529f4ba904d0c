import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../../shared/schemas/notifications';
import {
  initialNotificationsState,
  notificationsReducer,
  notificationsSocketUrl,
  parseNotificationMessage,
  reconnectDelay,
  type NotificationsState,
} from './notifications-state';

const item = (id: string, createdAt: string, read = false): NotificationItem => ({
  id,
  title: `Title ${id}`,
  body: 'Body',
  link: null,
  topics: [],
  createdAt,
  read,
});

const loaded = (items: NotificationItem[], unreadCount = items.length): NotificationsState =>
  notificationsReducer(initialNotificationsState, {
    type: 'loaded',
    page: { items, unreadCount, nextCursor: null },
  });

describe('notificationsReducer', () => {
  it('adds a live message at the front and counts it unread', () => {
    const state = loaded([item('a', '2026-01-01T10:00:00.000Z')]);
    const next = notificationsReducer(state, {
      type: 'received',
      item: item('b', '2026-01-01T11:00:00.000Z'),
    });
    expect(next.items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next.unreadCount).toBe(2);
  });

  it('keeps one copy of a message received twice, at the front, counted once', () => {
    let state = loaded([
      item('a', '2026-01-01T10:00:00.000Z'),
      item('b', '2026-01-01T09:00:00.000Z'),
    ]);
    state = notificationsReducer(state, {
      type: 'received',
      item: item('b', '2026-01-01T09:00:00.000Z'),
    });
    expect(state.items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(state.unreadCount).toBe(2);
  });

  it('removes a dismissed id, lowering the count only if it was unread', () => {
    const state = loaded(
      [item('a', '2026-01-01T10:00:00.000Z'), item('b', '2026-01-01T09:00:00.000Z', true)],
      1,
    );
    const withoutRead = notificationsReducer(state, { type: 'dismissed', id: 'b' });
    expect(withoutRead.items.map((n) => n.id)).toEqual(['a']);
    expect(withoutRead.unreadCount).toBe(1);
    const withoutUnread = notificationsReducer(withoutRead, { type: 'dismissed', id: 'a' });
    expect(withoutUnread.items).toEqual([]);
    expect(withoutUnread.unreadCount).toBe(0);
    expect(notificationsReducer(withoutUnread, { type: 'dismissed', id: 'zzz' })).toBe(
      withoutUnread,
    );
  });

  it('on reload keeps live arrivals the answer may have missed, newest first', () => {
    let state = loaded([item('a', '2026-01-01T10:00:00.000Z')]);
    state = notificationsReducer(state, {
      type: 'received',
      item: item('live', '2026-01-01T12:00:00.000Z'),
    });
    state = notificationsReducer(state, {
      type: 'loaded',
      page: { items: [item('c', '2026-01-01T11:00:00.000Z')], unreadCount: 1, nextCursor: 'x' },
      keepIds: new Set(['live']),
    });
    // 'a' was dismissed elsewhere (not in the answer, not live): it goes.
    expect(state.items.map((n) => n.id)).toEqual(['live', 'c']);
    expect(state.unreadCount).toBe(2);
    expect(state.nextCursor).toBe('x');
  });

  it('appends an older page without duplicates', () => {
    const state = notificationsReducer(
      { ...loaded([item('a', '2026-01-02T00:00:00.000Z')]), nextCursor: 'c1' },
      {
        type: 'appended',
        page: {
          items: [item('a', '2026-01-02T00:00:00.000Z'), item('old', '2025-12-01T00:00:00.000Z')],
          unreadCount: 9,
          nextCursor: null,
        },
      },
    );
    expect(state.items.map((n) => n.id)).toEqual(['a', 'old']);
    expect(state.nextCursor).toBeNull();
    expect(state.unreadCount).toBe(1);
  });

  it('marks all read and clears', () => {
    const state = notificationsReducer(loaded([item('a', '2026-01-01T00:00:00.000Z')]), {
      type: 'all-read',
    });
    expect(state.items[0]!.read).toBe(true);
    expect(state.unreadCount).toBe(0);
    expect(notificationsReducer(state, { type: 'cleared' })).toEqual(initialNotificationsState);
  });
});

describe('parseNotificationMessage', () => {
  it('reads a notification', () => {
    const raw = JSON.stringify({
      id: 'n1',
      title: 'T',
      body: 'B',
      link: '/storm',
      createdAt: '2026-01-01T00:00:00.000Z',
      read: false,
      topics: ['site', 'not-a-topic'],
    });
    expect(parseNotificationMessage(raw)).toEqual({
      id: 'n1',
      title: 'T',
      body: 'B',
      link: '/storm',
      createdAt: '2026-01-01T00:00:00.000Z',
      read: false,
      topics: ['site'],
    });
  });

  it('gives null for what is not JSON, not an object, or has no id', () => {
    expect(parseNotificationMessage('not json {')).toBeNull();
    expect(parseNotificationMessage('42')).toBeNull();
    expect(parseNotificationMessage('null')).toBeNull();
    expect(parseNotificationMessage(JSON.stringify({ title: 'no id' }))).toBeNull();
    expect(parseNotificationMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, top))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('jitters within the upper half of the ceiling', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    for (let i = 0; i < 50; i++) {
      const delay = reconnectDelay(5);
      expect(delay).toBeGreaterThanOrEqual(15_000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });
});

describe('notificationsSocketUrl', () => {
  it('uses wss beside https and ws beside http, on the page host', () => {
    expect(notificationsSocketUrl({ protocol: 'https:', host: 'blu.example' }, 'u1')).toBe(
      'wss://blu.example/ws/notifications?accountId=u1',
    );
    expect(notificationsSocketUrl({ protocol: 'http:', host: '127.0.0.1:4102' }, 'u1')).toBe(
      'ws://127.0.0.1:4102/ws/notifications?accountId=u1',
    );
  });
});
