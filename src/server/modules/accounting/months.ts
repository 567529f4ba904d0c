/**
 * Days and months as the books write them: a day is 'YYYY-MM-DD' (company-local: callers convert
 * from an instant), a month 'YYYY-MM', stored as its 1st.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Whether `day` is a real calendar day written 'YYYY-MM-DD'. */
export function isDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

/** Whether `month` is written 'YYYY-MM' with a month from 01 to 12. */
export function isMonth(month: string): boolean {
  const match = MONTH.exec(month);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The month a day falls in: '2031-03-17' → '2031-03'. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month's 1st, as the database stores it: '2031-03' → '2031-03-01'. */
export const firstDayOf = (month: string): string => `${month}-01`;
