import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettingsQuery } from '../../site/api/queries';

/** Dates in the company's time zone (the browser's until the settings are known). */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const { data: settings } = useQuery(siteSettingsQuery);
  const timeZone = settings?.timeZone;
  return useCallback(
    (iso, withTime = false) => {
      const options: Intl.DateTimeFormatOptions = withTime
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone }
        : { dateStyle: 'medium', timeZone };
      try {
        return new Intl.DateTimeFormat(i18n.language, options).format(new Date(iso));
      } catch {
        return new Date(iso).toLocaleString(i18n.language);
      }
    },
    [i18n.language, timeZone],
  );
}
