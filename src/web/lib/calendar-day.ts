/** True when a date-only value (2026-12-01) is today or earlier in the visitor's own calendar. */
export function isTodayOrEarlier(isoDay: string, today = new Date()): boolean {
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return isoDay <= local;
}
