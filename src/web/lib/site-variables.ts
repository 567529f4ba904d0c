import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fillVariables } from '../../shared/markup';
import { siteSettingsQuery } from './site-settings-query';

/**
 * Fills a CMS text's {{brandName}}, {{legalName}}, {{supportEmail}}, {{phone}} and {{address}}
 * from the site settings, as the public page does; the text as written until they have loaded.
 */
export function useFillSiteVariables(): (source: string) => string {
  const { data: settings } = useQuery(siteSettingsQuery);
  return useCallback(
    (source: string) =>
      settings
        ? fillVariables(source, {
            brandName: settings.brandName,
            legalName: settings.legalName,
            supportEmail: settings.supportEmail,
            phone: settings.phone,
            address: settings.address,
          })
        : source,
    [settings],
  );
}
