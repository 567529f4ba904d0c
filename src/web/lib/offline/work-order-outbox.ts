import { get, set } from 'idb-keyval';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../api-error';
import { uploadWorkOrderMedia } from '../media/upload-work-order-media';
import { useSession } from '../session/session-context';
import { discard, enqueue, flush, type OutboxEntry, type OutboxStore, type Sender } from './outbox';

const KEY = 'blu.work-order-outbox';

/** The outbox lives in IndexedDB, so it survives a reload, a closed tab and a dead battery. */
const idbStore: OutboxStore = {
  load: async () => (await get<OutboxEntry[]>(KEY)) ?? [],
  save: (entries) => set(KEY, entries),
};

let snapshot: OutboxEntry[] = [];
const listeners = new Set<() => void>();
function publish(entries: OutboxEntry[]) {
  snapshot = entries;
  for (const listener of listeners) listener();
}
void idbStore.load().then(publish, () => {});

const offline = (err: unknown) =>
  (err instanceof ApiError && err.status === 0) ||
  (typeof navigator !== 'undefined' && !navigator.onLine);

let running: Promise<void> | null = null;

/** True when an error means "no connection", so the update should wait on the phone. */
export function isOfflineError(err: unknown): boolean {
  return offline(err);
}

/**
 * Keeps the technician's updates on the phone while there is no connection and sends them, in
 * order, when it comes back (the `online` event, each screen that shows the outbox, and every
 * 30 s). `onSent` lets screens refetch what the server now holds.
 */
export function useWorkOrderOutbox(onSent?: () => void) {
  const { api, getAuthHeaders } = useSession();
  const entries = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );

  const send = useCallback(() => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
    const sender: Sender = {
      async upload(file) {
        try {
          const media = await uploadWorkOrderMedia(
            new File([file.blob], file.name, { type: file.blob.type }),
            getAuthHeaders,
            () => {},
          );
          return { id: media.id };
        } catch (err) {
          if (offline(err)) return { offline: true };
          throw err;
        }
      },
      async post(entry) {
        try {
          await api(`/api/work-orders/${encodeURIComponent(entry.workOrderId)}/${entry.write}`, {
            method: 'POST',
            body: entry.body,
          });
          return 'sent';
        } catch (err) {
          if (offline(err)) return 'offline';
          return { refused: err instanceof Error ? err.message : String(err) };
        }
      },
    };
    running ??= flush(idbStore, sender)
      .then((left) => {
        const sent = left.length < snapshot.length;
        publish(left);
        if (sent) onSent?.();
      })
      .catch(() => {})
      .finally(() => {
        running = null;
      });
    return running;
  }, [api, getAuthHeaders, onSent]);

  useEffect(() => {
    void send();
    const timer = setInterval(() => void send(), 30_000);
    window.addEventListener('online', send);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [send]);

  const queue = useCallback(async (entry: Omit<OutboxEntry, 'queuedAt'>) => {
    publish(await enqueue(idbStore, { ...entry, queuedAt: new Date().toISOString() }));
  }, []);
  const drop = useCallback(async (key: string) => publish(await discard(idbStore, key)), []);
  return { entries, queue, drop, send };
}
