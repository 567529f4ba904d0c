/** The hurricane checklist: stable ids here, the words in the storm translation files. */
export const CHECKLIST_GROUPS = [
  { id: 'season', items: ['insurance', 'shutters', 'trees', 'generator', 'documents', 'zone'] },
  { id: 'watch', items: ['supplies', 'outdoor', 'boat', 'fuel', 'phone'] },
  { id: 'warning', items: ['install', 'fridge', 'evacuate', 'tell'] },
  { id: 'after', items: ['wait', 'photos', 'report', 'generatorSafety'] },
] as const;

export const CHECKLIST_ITEM_COUNT = CHECKLIST_GROUPS.reduce((n, g) => n + g.items.length, 0);
export const CHECKLIST_STORAGE_KEY = 'blu.storm-checklist.v1';

const KNOWN = new Set<string>(CHECKLIST_GROUPS.flatMap((g) => g.items));

/** Reads the ticks a visitor kept in this browser; anything unreadable counts as none. */
export function readTicked(storage: Pick<Storage, 'getItem'> | undefined): Set<string> {
  try {
    const raw = storage?.getItem(CHECKLIST_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return new Set();
    return new Set(parsed.filter((id): id is string => typeof id === 'string' && KNOWN.has(id)));
  } catch {
    return new Set();
  }
}

export function writeTicked(
  storage: Pick<Storage, 'setItem'> | undefined,
  ticked: Set<string>,
): void {
  try {
    storage?.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify([...ticked].sort()));
  } catch {
    // private mode or full storage: the ticks still work until the page is closed
  }
}

export function toggle(ticked: Set<string>, id: string): Set<string> {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
