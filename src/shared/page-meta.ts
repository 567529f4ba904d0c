import { LEAD_PAGES } from './schemas/leads/kinds';
import { siteRouteOf, type PageKey } from './site-map';

/**
 * Title and description of each page the site map gives texts of its own (and of the legal
 * pages' seeded CMS texts), by page key, in English: the server writes them into the first HTML
 * answer (search engines, link previews); each page says the same in its locale files. Titles
 * carry no brand: formatPageTitle adds the operator's brand name. Kept out of the site map
 * itself: every page's first download carries the map, and these texts would cost it 2 KB.
 */
export interface StaticPageMeta {
  title: string;
  description: string;
}

export const PAGE_TEXTS: Partial<Record<PageKey, StaticPageMeta>> = {
  home: {
    title: 'Waterfront property management in South Florida',
    description:
      'Full-service management for waterfront homes and condos in South Florida: leasing, maintenance, storm care and concierge, with every step visible in your owner portal.',
  },
  'blu-world': {
    title: 'Our story, team and offices',
    description:
      'Meet the people who look after waterfront homes across South Florida, and find the office nearest to your property.',
  },
  managed: {
    title: 'Property management for owners',
    description:
      'What is included, how onboarding works, our plans and the numbers behind them: rent collected, homes occupied, repairs answered.',
  },
  compare: {
    title: 'Compare management plans',
    description:
      'Our management plans side by side: fees, leasing, maintenance, inspections, storm care and concierge.',
  },
  pay: {
    title: 'Pay online',
    description: 'Pay your rent or an invoice online by card or bank account.',
  },
  storm: {
    title: 'Hurricane preparedness for owners',
    description:
      'A printable hurricane checklist, the June–November season timeline, and what we do for your property before and after a storm.',
  },
  terms: {
    title: 'Terms and conditions',
    description: 'The terms that apply when you use our website, portal and services.',
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What personal information we collect, why, who we share it with, and how to exercise your rights.',
  },
  'signature-generator': {
    title: 'E-mail signature generator',
    description:
      'Staff tool: fill in your name, title and office and copy an e-mail signature that looks right in every mail client.',
  },
  communities: {
    title: 'Waterfront communities in South Florida',
    description:
      'Condo towers, HOA enclaves and canal-side neighborhoods we manage in Miami, Fort Lauderdale, Naples and Key West.',
  },
  listings: {
    title: 'Homes for rent and sale in South Florida',
    description:
      'Waterfront condos, houses, townhomes and villas for rent and sale in Miami, Fort Lauderdale, Naples and Key West, managed by our local teams.',
  },
  blog: {
    title: 'Blog: waterfront living and property management in South Florida',
    description:
      'Practical guides from our property managers: hurricane preparation, marinas, insurance claims, leasing and what full-service management includes.',
  },
  // The lead forms' pages come from their kinds' table (schemas/leads/kinds.ts).
  ...Object.fromEntries(
    LEAD_PAGES.map(({ kind, page }) => [
      kind,
      { title: page.title, description: page.description },
    ]),
  ),
  'thank-you': {
    title: 'Thank you',
    description: 'Your request has reached our team. Keep your reference number for any follow-up.',
  },
};

/** The texts of the page at a fixed path (`/storm`), none for an address with parameters. */
export function staticPageMeta(appPath: string): StaticPageMeta | undefined {
  const route = siteRouteOf(appPath);
  if (!route || route.path.includes(':') || route.path.includes('*')) return undefined;
  return PAGE_TEXTS[route.page];
}
