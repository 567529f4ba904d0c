import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, type ReactNode, type Ref } from 'react';
import type { TFunction } from '../../i18n/translator';
import { IconButton } from './icon-button';

type Direction = 'up' | 'down';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40 disabled:hover:bg-white';

/**
 * Keyboard-safe ordering for a list of items the admin adds, removes and reorders (a field array).
 * Moving keeps the focus on the moved item's button (its twin at either end, where the button
 * that moved it is disabled); removing moves the focus to the add button.
 */
export function useOrderedItems({
  count,
  move,
  remove,
}: {
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const listId = useId();
  const addRef = useRef<HTMLButtonElement>(null);

  const buttonId = (index: number, direction: Direction) => `${listId}-${index}-${direction}`;
  const moveTo = (from: number, to: number, direction: Direction) => {
    move(from, to);
    // At either end the button that moved it is disabled: focus its twin instead.
    const atEnd = direction === 'up' ? to === 0 : to === count - 1;
    const next = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => document.getElementById(buttonId(to, next))?.focus());
  };
  const removeAt = (index: number) => {
    remove(index);
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return { listId, addRef, count, buttonId, moveTo, removeAt };
}

/** What one item's buttons need from the list: everything but the add button's ref. */
export type OrderedItems = Omit<ReturnType<typeof useOrderedItems>, 'addRef'>;

/** The words of one item's frame, already translated by the caller ("Marina 2", "Move up"…). */
export interface OrderedItemLabels {
  /** The item's name, read as the fieldset's legend and shown as its heading. */
  title: string;
  moveUp: string;
  moveDown: string;
  /** The remove button's accessible name ("Remove marina 2"). */
  removeLabel: string;
  /** The remove button's visible text ("Remove"). */
  remove: string;
}

/**
 * An item's words from one group of the caller's texts: `${group}.item`, `.moveUp`, `.moveDown`
 * and `.removeLabel`, each given the item's `number`, and `.remove`.
 */
export function orderedItemLabels(t: TFunction, group: string, number: number): OrderedItemLabels {
  return {
    title: t(`${group}.item`, { number }),
    moveUp: t(`${group}.moveUp`, { number }),
    moveDown: t(`${group}.moveDown`, { number }),
    removeLabel: t(`${group}.removeLabel`, { number }),
    remove: t(`${group}.remove`),
  };
}

/**
 * One item of an ordered list: a fieldset titled with the item's number, move up / move down /
 * remove buttons, and the item's own fields as children.
 */
export function OrderedItem({
  items,
  index,
  labels,
  canRemove = true,
  className,
  children,
}: {
  items: OrderedItems;
  index: number;
  labels: OrderedItemLabels;
  canRemove?: boolean;
  /** Extra classes for the fieldset. */
  className?: string;
  children: ReactNode;
}) {
  const { buttonId, moveTo, removeAt, count } = items;
  return (
    <li>
      <fieldset
        className={`${className ? `${className} ` : ''}rounded-xl border border-slate-200 bg-slate-50/60 p-4`}
      >
        <legend className="sr-only">{labels.title}</legend>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p aria-hidden="true" className="font-semibold text-slate-900">
            {labels.title}
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              id={buttonId(index, 'up')}
              onClick={() => moveTo(index, index - 1, 'up')}
              disabled={index === 0}
              aria-label={labels.moveUp}
              title={labels.moveUp}
              className={iconButton}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              id={buttonId(index, 'down')}
              onClick={() => moveTo(index, index + 1, 'down')}
              disabled={index === count - 1}
              aria-label={labels.moveDown}
              title={labels.moveDown}
              className={iconButton}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            {canRemove && (
              <button
                type="button"
                onClick={() => removeAt(index)}
                aria-label={labels.removeLabel}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {labels.remove}
              </button>
            )}
          </div>
        </div>
        {children}
      </fieldset>
    </li>
  );
}

/** "Add a …": the button the focus returns to when an item is removed. */
export function AddItemButton({
  ref,
  onClick,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      ref={ref}
      icon={Plus}
      onClick={onClick}
      className="inline-flex items-center gap-2 self-start rounded-lg border border-ocean px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5"
    >
      {children}
    </IconButton>
  );
}
