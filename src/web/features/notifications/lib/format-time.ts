/** The demo company's zone: every time is shown as its office in Miami sees it. */
export const COMPANY_TIME_ZONE = 'America/New_York';

export function formatNotificationTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: COMPANY_TIME_ZONE,
  }).format(date);
}
