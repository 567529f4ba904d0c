import { describe, expect, it } from 'vitest';
import { enqueue, flush, type OutboxEntry, type OutboxStore, type Sender } from './outbox';

function memoryStore(): OutboxStore & { entries: OutboxEntry[] } {
  const store = {
    entries: [] as OutboxEntry[],
    load: async () => structuredClone(store.entries),
    save: async (entries: OutboxEntry[]) => {
      store.entries = structuredClone(entries);
    },
  };
  return store;
}

const entry = (key: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key,
  workOrderId: 'wo-1',
  write: 'actions',
  body: { action: 'start', clientKey: key },
  files: [],
  label: key,
  queuedAt: '2026-11-24T12:00:00Z',
  ...extra,
});

function sender(script: {
  online: boolean;
  refuse?: string[];
}): Sender & { posted: string[]; uploads: number } {
  const s = {
    posted: [] as string[],
    uploads: 0,
    upload: async () => {
      if (!script.online) return { offline: true as const };
      s.uploads++;
      return { id: `media-${s.uploads}` };
    },
    post: async (e: OutboxEntry) => {
      if (!script.online) return 'offline' as const;
      if (script.refuse?.includes(e.key)) return { refused: 'This work order has moved on.' };
      s.posted.push(`${e.key}:${JSON.stringify(e.body)}`);
      return 'sent' as const;
    },
  };
  return s;
}

describe('the offline outbox', () => {
  it('keeps entries while offline and sends them in order once online', async () => {
    const store = memoryStore();
    await enqueue(store, entry('a'));
    await enqueue(store, entry('b', { write: 'comments', body: { body: 'hi', clientKey: 'b' } }));
    expect(await flush(store, sender({ online: false }))).toHaveLength(2);
    const online = sender({ online: true });
    expect(await flush(store, online)).toEqual([]);
    expect(online.posted.map((p) => p.split(':')[0])).toEqual(['a', 'b']);
  });

  it('uploads photos first and names them in the update, never uploading one twice', async () => {
    const store = memoryStore();
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    await enqueue(
      store,
      entry('c', {
        body: { action: 'complete', notes: 'done', clientKey: 'c' },
        files: [
          { stage: 'after', name: 'a.jpg', blob },
          { stage: 'before', name: 'b.jpg', blob },
        ],
      }),
    );
    // The connection drops after the first upload: its id is kept.
    let calls = 0;
    const flaky: Sender = {
      upload: async () => (++calls === 1 ? { id: 'media-1' } : { offline: true as const }),
      post: async () => 'offline',
    };
    await flush(store, flaky);
    expect(store.entries[0]!.files).toHaveLength(1);
    expect(store.entries[0]!.body.afterMediaIds).toEqual(['media-1']);
    const online = sender({ online: true });
    await flush(store, online);
    expect(online.uploads).toBe(1);
    expect(online.posted[0]).toContain('"afterMediaIds":["media-1"]');
    expect(online.posted[0]).toContain('"beforeMediaIds":["media-1"]');
  });

  it('marks a refused entry and goes on with the rest; a marked one is not sent again', async () => {
    const store = memoryStore();
    await enqueue(store, entry('d'));
    await enqueue(store, entry('e'));
    const first = sender({ online: true, refuse: ['d'] });
    const left = await flush(store, first);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ key: 'd', error: 'This work order has moved on.' });
    const second = sender({ online: true });
    await flush(store, second);
    expect(second.posted).toEqual([]);
  });
});
