import { Printer, RotateCcw } from 'lucide-react';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  CHECKLIST_GROUPS,
  CHECKLIST_ITEM_COUNT,
  CHECKLIST_STORAGE_KEY,
  readTicked,
  toggle,
  writeTicked,
} from '../lib/checklist';

const SAME_TAB_EVENT = 'blu:storm-checklist';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// Another tab ticking the same list (storage) or this one (its own event) keeps the list in step.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SAME_TAB_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SAME_TAB_EVENT, onChange);
  };
}

/** The stored list as text: a stable snapshot. The server draws it unticked; the browser then reads its own. */
function storedText(): string {
  try {
    return browserStorage()?.getItem(CHECKLIST_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** A checklist a visitor can tick (kept in this browser) and print. */
export function StormChecklist() {
  const { t } = useTranslation('storm');
  const stored = useSyncExternalStore(subscribe, storedText, () => '');
  const ticked = useMemo(() => readTicked({ getItem: () => stored || null }), [stored]);

  const change = (next: Set<string>) => {
    writeTicked(browserStorage(), next);
    window.dispatchEvent(new Event(SAME_TAB_EVENT));
  };

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <p className="font-semibold text-navy" aria-live="polite">
          {t('checklist.progress', { done: ticked.size, total: CHECKLIST_ITEM_COUNT })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ocean px-4 font-semibold text-white hover:bg-ocean-dark"
          >
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('checklist.print')}
          </button>
          <button
            type="button"
            onClick={() => change(new Set())}
            disabled={ticked.size === 0}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy/20 px-4 font-semibold text-navy hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60"
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('checklist.clear')}
          </button>
        </div>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2 print:mt-2 print:block">
        {CHECKLIST_GROUPS.map((group) => (
          <fieldset
            key={group.id}
            className="rounded-2xl border border-navy/10 bg-white p-6 print:mb-4 print:break-inside-avoid print:border-0 print:p-0"
          >
            <legend className="float-left w-full font-display text-xl font-semibold text-navy">
              {t(`checklist.groups.${group.id}`)}
            </legend>
            <ul className="clear-both flex flex-col gap-1 pt-3">
              {group.items.map((id) => (
                <li key={id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-1 py-2 hover:bg-sand/60">
                    <input
                      type="checkbox"
                      checked={ticked.has(id)}
                      onChange={() => change(toggle(ticked, id))}
                      className="mt-1 h-5 w-5 shrink-0 accent-ocean"
                    />
                    <span className={ticked.has(id) ? 'text-navy/70 line-through' : 'text-navy'}>
                      {t(`checklist.items.${id}`)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
