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
