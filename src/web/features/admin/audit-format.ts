import { humanize } from '../../../shared/humanize';

/** "collectedCents" → "Collected", "ownerId" → "Owner": the unit and the id are in the value. */
function fieldName(key: string): string {
  return humanize(key.replace(/(Cents|Id)$/, '') || key);
}

/** How the reader's screen writes money, instants and calendar days. */
export interface ValueFormat {
  money: (cents: number) => string;
  dateTime: (iso: string) => string;
  day: (isoDay: string) => string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One value as people read it: amounts in cents (a field named …Cents) as money, instants and
 * days as dates, a record's id by its first characters (the whole of it says nothing more).
 */
function show(value: unknown, key: string, format?: ValueFormat): string {
  if (value === null || value === undefined) return '—';
  if (format && typeof value === 'number' && key.endsWith('Cents')) return format.money(value);
  if (typeof value === 'string') {
    if (format && ISO_INSTANT.test(value)) return format.dateTime(value);
    if (format && ISO_DAY.test(value)) return format.day(value);
    if (UUID.test(value)) return `#${value.slice(0, 8)}`;
    return value;
  }
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** How to show one field's value (e.g. a role's name for its code); undefined keeps the default. */
export type ValueNames = Record<string, (value: unknown) => string | undefined>;

/**
 * "role: Member → Landlord" for each field that differs between an audit row's before and after.
 * Non-object values are shown whole.
 */
export function describeChange(
  before: unknown,
  after: unknown,
  names: ValueNames = {},
  format?: ValueFormat,
): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    return before === undefined && after === undefined
      ? []
      : [`${show(before, '', format)} → ${show(after, '', format)}`];
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort();
  return keys
    .filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]))
    .flatMap((k) => {
      const label = format ? fieldName(k) : k;
      // A setting made of parts (the storm alert, a text in two languages): the parts that moved.
      if (format && asRecord(b?.[k]) && asRecord(a?.[k])) {
        return describeChange(b?.[k], a?.[k], {}, format).map((part) => `${label} · ${part}`);
      }
      const name = (value: unknown) =>
        names[k]?.(value) ?? (format ? shortened(show(value, k, format)) : show(value, k));
      return [`${label}: ${name(b?.[k])} → ${name(a?.[k])}`];
    });
}

// Enough of a long text (a city guide) to tell which one changed; the record holds the rest.
const SHOWN_CHARACTERS = 80;

function shortened(text: string): string {
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
}
