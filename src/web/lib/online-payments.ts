import { useQuery } from '@tanstack/react-query';
import { siteSettingsQuery } from './site-settings-query';

/**
 * Whether this browser can hand a card or account to the configured processor: only the
 * sandbox's tokens endpoint is wired in the browser. With Stripe configured the server is ready,
 * but /pay and saved methods need Stripe.js first (decision 0079), so the forms are not offered
 * rather than failing at the last click. Undefined while the settings load.
 */
export function useOnlinePaymentsOffered(): boolean | undefined {
  const { data } = useQuery(siteSettingsQuery);
  return data ? data.paymentProcessor.name === 'sandbox' : undefined;
}
