import { zoneClock, zoneOffsetMs } from '../../../../shared/zone-clock';

/**
 * The schedule's date and time are typed as the company's wall clock (its time zone, not the
 * browser's); the server stores the UTC instant. These convert between the two with Intl only.
 */

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The UTC instant (ISO) at which the zone's clock reads the given date and time, or null when
 * the inputs are not a date and a time. A time the spring-forward gap skips moves an hour later,
 * as a wall clock would.
 */
export function wallClockToUtc({ date, time }: WallClock, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(asUtc)) return null;
  let instant = asUtc - zoneOffsetMs(asUtc, timeZone);
  // Near a change of offset the first guess reads the other side's offset: correct once.
  const second = asUtc - zoneOffsetMs(instant, timeZone);
  if (second !== instant) instant = Math.max(instant, second);
  return new Date(instant).toISOString();
}

/** The zone's wall clock at an instant, to fill the schedule inputs. */
export function utcToWallClock(iso: string | number | Date, timeZone: string): WallClock {
  const p = zoneClock(new Date(iso), timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}
