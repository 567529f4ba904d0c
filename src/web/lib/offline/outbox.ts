// A phone's outbox for work-order updates made without a connection: kept in order, sent in
// order once online, each with the client key that makes the server store it once however often
// it arrives (decision 0052).

export type OutboxWrite = 'actions' | 'comments' | 'costs';

export interface OutboxFile {
  stage: 'before' | 'after';
  name: string;
  blob: Blob;
}

export interface OutboxEntry {
  /** The client key, sent in the body too. */
  key: string;
  workOrderId: string;
  write: OutboxWrite;
  body: Record<string, unknown>;
  /** Photos still to upload; once uploaded their ids move into the body. */
  files: OutboxFile[];
  /** What the screen says it is ("Complete: WO-2026-000004"). */
  label: string;
  queuedAt: string;
  /** Set when the server refused it (not a lost connection): shown, never sent again by itself. */
  error?: string;
}

export interface OutboxStore {
  load(): Promise<OutboxEntry[]>;
  save(entries: OutboxEntry[]): Promise<void>;
}

export type SendResult = 'sent' | 'offline' | { refused: string };

export interface Sender {
  /** The uploaded file's id, or `{ offline: true }` when the connection is gone. */
  upload(file: OutboxFile): Promise<{ id: string } | { offline: true }>;
  post(entry: OutboxEntry): Promise<SendResult>;
}

export async function enqueue(store: OutboxStore, entry: OutboxEntry): Promise<OutboxEntry[]> {
  const entries = [...(await store.load()), entry];
  await store.save(entries);
  return entries;
}

export async function discard(store: OutboxStore, key: string): Promise<OutboxEntry[]> {
  const entries = (await store.load()).filter((e) => e.key !== key);
  await store.save(entries);
  return entries;
}

/**
 * Sends what waits, oldest first. A lost connection stops the pass (what follows may depend on
 * it, and order matters); a refusal marks that entry and the pass goes on. Each step is saved as
 * it happens, so a page closed mid-way resumes where it stopped without sending anything twice
 * (an uploaded photo keeps its id; a repeated update is stored once by its key).
 */
export async function flush(store: OutboxStore, sender: Sender): Promise<OutboxEntry[]> {
  let entries = await store.load();
  for (const original of entries) {
    if (original.error) continue;
    let entry = original;
    for (const file of original.files) {
      const uploaded = await sender.upload(file);
      if ('offline' in uploaded) return entries;
      const id = uploaded.id;
      const field = file.stage === 'before' ? 'beforeMediaIds' : 'afterMediaIds';
      const ids = (entry.body[field] as string[] | undefined) ?? [];
      entry = {
        ...entry,
        files: entry.files.filter((f) => f !== file),
        body: { ...entry.body, [field]: [...ids, id] },
      };
      entries = entries.map((e) => (e.key === entry.key ? entry : e));
      await store.save(entries);
    }
    const result = await sender.post(entry);
    if (result === 'offline') return entries;
    entries =
      result === 'sent'
        ? entries.filter((e) => e.key !== entry.key)
        : entries.map((e) => (e.key === entry.key ? { ...entry, error: result.refused } : e));
    await store.save(entries);
  }
  return entries;
}
