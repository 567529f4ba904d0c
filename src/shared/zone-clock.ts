/**
 * A time zone's wall clock at an instant, read with Intl only, for the server's calendar days and
 * the browser's schedule inputs alike.
 */

export interface ZoneClock {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  /** 0 to 23 */
  hour: number;
  minute: number;
  second: number;
}

/**
 * One formatter per zone, made once: making one costs far more than formatting with it (a
 * ten-year ledger reads hundreds of days). A zone Intl refuses throws each time, as before.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zones come from settings, a handful; the cap only bounds a caller passing many spellings.
    if (formatters.size >= 64) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date and time the zone's clocks show at an instant (to the second). */
export function zoneClock(at: Date | number, timeZone: string): ZoneClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(at: Date | number, timeZone: string): number {
  const p = zoneClock(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(new Date(at).getTime() / 1000) * 1000;
}
