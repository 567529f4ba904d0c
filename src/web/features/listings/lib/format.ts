/** Intl locale for the interface language: Spanish as written in the United States. */
export function localeFor(language: string | undefined): string {
  return language?.startsWith('es') ? 'es-US' : 'en-US';
}

/** Whole units of the currency: asking prices are never quoted in cents. */
export function formatMoney(cents: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 1 }).format(value);
}

/** A date-only value (2026-12-01) as a calendar day, without a time zone shifting it. */
export function formatDay(isoDay: string, language: string | undefined): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** True when a date-only value is today or earlier, read in the visitor's calendar. */
export function isAvailableNow(isoDay: string | null, today = new Date()): boolean {
  if (!isoDay) return true;
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return isoDay <= local;
}
