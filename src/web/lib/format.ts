import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { COMPANY_TIME_ZONE } from '../../shared/constants';
import { localeFor, numberFormat } from '../../shared/locale';
import { formatMarketingPrice, formatMoney } from '../../shared/money';
import { siteSettingsQuery } from './site-settings-query';

/**
 * Every figure, date and time the interface shows is formatted here, in the reader's language:
 * instants stored in UTC shown in the company's time zone; money by the shared rule
 * (src/shared/money.ts), bound to the reader's language.
 */

// Made once each, as number formats are (src/shared/locale.ts).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Throws as the constructor does for an unknown time zone; a failure is not kept. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function formatNumber(
  value: number,
  language: string | undefined,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 1 },
): string {
  return numberFormat(language, options).format(value);
}

/** 800 basis points → "8%" ("8 %" in Spanish), 750 → "7.5%". */
export function formatPercent(basisPoints: number, language: string | undefined): string {
  return numberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** A date-only value (2026-12-01) as a calendar day: no time zone may move it to another day. */
export function formatDay(
  isoDay: string,
  language: string | undefined,
  month: 'long' | 'short' = 'long',
): string {
  const [year, monthNumber, day] = isoDay.split('-').map(Number);
  return dateFormat(localeFor(language), {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, monthNumber! - 1, day!)));
}

/** A calendar month (2026-11) as its name and year: "November 2026", "noviembre de 2026". */
export function formatMonth(period: string, language: string | undefined): string {
  const [year, month] = period.split('-').map(Number);
  return dateFormat(localeFor(language), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/** Today's date (2026-11-28) in a time zone: what "past" and "future" mean for a calendar day. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export interface InstantOptions {
  /** Add the time of day to the date. */
  withTime?: boolean;
  timeZone?: string;
}

/**
 * A stored UTC instant as the company sees it ("Mar 9, 2025, 3:30 AM"). An unreadable value is
 * shown as given rather than as "Invalid Date"; an unknown zone falls back to the company's.
 */
export function formatInstant(
  iso: string,
  language: string | undefined,
  { withTime = true, timeZone = COMPANY_TIME_ZONE }: InstantOptions = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  };
  try {
    return dateFormat(localeFor(language), { ...options, timeZone }).format(date);
  } catch {
    return dateFormat(localeFor(language), {
      ...options,
      timeZone: COMPANY_TIME_ZONE,
    }).format(date);
  }
}

/** A clock time ("3:30 PM") in the company's time zone. */
export function formatTime(
  date: Date,
  language: string | undefined,
  timeZone = COMPANY_TIME_ZONE,
): string {
  return dateFormat(localeFor(language), { timeStyle: 'short', timeZone }).format(date);
}

/**
 * The formatters bound to the reader's language and the company's time zone from the site
 * settings (the default zone until they arrive, so nothing waits on them).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const { data: settings } = useQuery(siteSettingsQuery);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = settings?.timeZone ?? COMPANY_TIME_ZONE;
  return useMemo(
    () => ({
      language,
      timeZone,
      money: (cents: number, currency?: string) => formatMoney(cents, language, currency),
      marketingPrice: (cents: number, currency?: string) =>
        formatMarketingPrice(cents, language, currency),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      percent: (basisPoints: number) => formatPercent(basisPoints, language),
      day: (isoDay: string) => formatDay(isoDay, language),
      /** A day with the month abbreviated ("Sep 1, 2025"), for a table's narrow column. */
      shortDay: (isoDay: string) => formatDay(isoDay, language, 'short'),
      month: (period: string) => formatMonth(period, language),
      dateTime: (iso: string) => formatInstant(iso, language, { timeZone }),
      date: (iso: string) => formatInstant(iso, language, { timeZone, withTime: false }),
      time: (date: Date) => formatTime(date, language, timeZone),
      today: () => todayIn(timeZone),
    }),
    [language, timeZone],
  );
}
