/**
 * What a person types as dollars ("1,250.5", "$80") in integer cents, or null when it is not an
 * amount. Parsed from the digits, never through a float, so 0.29 is 29 cents and not 28.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the plain number a form field holds ("1250.00"), for prefilling an amount. */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The first day of next month, `YYYY-MM-DD`: the usual start of a lease approved today. */
export function firstOfNextMonth(today: Date): string {
  const year = today.getUTCFullYear() + (today.getUTCMonth() === 11 ? 1 : 0);
  const month = ((today.getUTCMonth() + 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The day before the same date `months` later: a 12-month lease from 2026-03-01 ends 2027-02-28. */
export function termEnd(startDate: string, months: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d - 1));
  return end.toISOString().slice(0, 10);
}
