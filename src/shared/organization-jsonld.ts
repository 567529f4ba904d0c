import type { SiteSettings } from './schemas/site';

/** schema.org Organization for the operator, from site settings; the same on server and client. */
export function organizationJsonLd(
  settings: SiteSettings,
  siteUrl: string,
): Record<string, unknown> {
  const url = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    legalName: settings.legalName,
    url: `${url}/`,
    logo: `${url}/favicon.svg`,
    email: settings.supportEmail,
    telephone: settings.phone,
    address: { '@type': 'PostalAddress', streetAddress: settings.address },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: settings.phone },
      { '@type': 'ContactPoint', contactType: 'emergency', telephone: settings.emergencyPhone },
    ],
    ...(settings.socialLinks.length > 0 && { sameAs: settings.socialLinks.map((s) => s.url) }),
  };
}

/** JSON for a <script type="application/ld+json">: no "<" may close the script early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
