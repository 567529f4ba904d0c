function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
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
export function describeChange(before: unknown, after: unknown, names: ValueNames = {}): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    return before === undefined && after === undefined ? [] : [`${show(before)} → ${show(after)}`];
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort();
  return keys
    .filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]))
    .map((k) => {
      const name = (value: unknown) => names[k]?.(value) ?? show(value);
      return `${k}: ${name(b?.[k])} → ${name(a?.[k])}`;
    });
}
