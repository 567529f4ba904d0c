/** A column's value as an API answer carries it: a moment becomes its ISO string. */
export type ApiValue<V> = V extends Date ? string : V;

/**
 * The named columns of a row as an API answer shows them: each value as it is, a Date as its ISO
 * string. The mappers whose answer is mostly the row's own columns start from this and add the
 * few fields they compute.
 */
export function apiColumns<Row extends object, const K extends keyof Row>(
  row: Row,
  keys: readonly K[],
): { [P in K]: ApiValue<Row[P]> } {
  const picked: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const value = row[key];
    picked[key] = value instanceof Date ? value.toISOString() : value;
  }
  return picked as { [P in K]: ApiValue<Row[P]> };
}
