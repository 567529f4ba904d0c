import type { useFormat } from './format';

/** A booked visit as people read it, in the company's time zone: "Nov 25, 2026, 8:00 AM – 12:00 PM". */
export function visitText(
  format: ReturnType<typeof useFormat>,
  start: string | null,
  end: string | null,
): string | null {
  if (!start || !end) return null;
  return `${format.date(start)}, ${format.time(new Date(start))} – ${format.time(new Date(end))}`;
}
