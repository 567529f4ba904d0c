import { Plus, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import {
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-messages';
import { useFieldError } from '../../../components/ui/form-context-fields';

interface RepeatableListProps {
  /** The array's path, e.g. "properties". */
  name: string;
  /** What a new item starts as. */
  emptyItem: Record<string, unknown>;
  min?: number;
  max: number;
  /** "Property 2" */
  itemTitle: (index: number) => string;
  addLabel: string;
  removeLabel: (index: number) => string;
  renderItem: (index: number) => ReactNode;
}

/**
 * A list the visitor grows and shrinks (several properties, references). Adding focuses the new
 * item's first field; removing moves the focus to the add button so keyboard users do not get lost.
 */
export function RepeatableList({
  name,
  emptyItem,
  min = 1,
  max,
  itemTitle,
  addLabel,
  removeLabel,
  renderItem,
}: RepeatableListProps) {
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: name as ArrayPath<FieldValues>,
  });
  const addRef = useRef<HTMLButtonElement>(null);
  const error = useFieldError(name);

  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => (
        <section
          key={field.id}
          aria-label={itemTitle(index)}
          className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 md:p-5"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h4 className="font-semibold text-navy">{itemTitle(index)}</h4>
            {fields.length > min && (
              <button
                type="button"
                onClick={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
                className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {removeLabel(index)}
              </button>
            )}
          </div>
          {renderItem(index)}
        </section>
      ))}
      <FieldError id={`${name}-list`} message={error} />
      {fields.length < max && (
        <button
          ref={addRef}
          type="button"
          onClick={() => append(emptyItem as FieldArray<FieldValues, ArrayPath<FieldValues>>)}
          className="inline-flex items-center justify-center gap-2 self-start rounded-lg border border-ocean px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40"
        >
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </button>
      )}
    </div>
  );
}
