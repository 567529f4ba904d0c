/**
 * Title and description of each static public page, in English: the server writes them into the
 * first HTML answer (search engines, link previews); the client uses them as the English text of
 * usePageMeta. Titles carry no brand: formatPageTitle adds the operator's brand name.
 */
export interface StaticPageMeta {
  title: string;
  description: string;
}

export const PUBLIC_PAGE_META: Record<string, StaticPageMeta> = {
  '/': {
    title: 'Waterfront property management in South Florida',
    description:
      'Full-service management for waterfront homes and condos in South Florida: leasing, maintenance, storm care and concierge, with every step visible in your owner portal.',
  },
  '/blu-world': {
    title: 'Our story, team and offices',
    description:
      'Meet the people who look after waterfront homes across South Florida, and find the office nearest to your property.',
  },
  '/managed': {
    title: 'Property management for owners',
    description:
      'What is included, how onboarding works, our plans and the numbers behind them: rent collected, homes occupied, repairs answered.',
  },
  '/compare': {
    title: 'Compare management plans',
    description:
      'Our management plans side by side: fees, leasing, maintenance, inspections, storm care and concierge.',
  },
  '/storm': {
    title: 'Hurricane preparedness for owners',
    description:
      'A printable hurricane checklist, the June–November season timeline, and what we do for your property before and after a storm.',
  },
  '/terms-and-conditions': {
    title: 'Terms and conditions',
    description: 'The terms that apply when you use our website, portal and services.',
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description:
      'What personal information we collect, why, who we share it with, and how to exercise your rights.',
  },
  '/blu-team/signature-generator': {
    title: 'E-mail signature generator',
    description:
      'Staff tool: fill in your name, title and office and copy an e-mail signature that looks right in every mail client.',
  },
  '/community': {
    title: 'Waterfront communities in South Florida',
    description:
      'Condo towers, HOA enclaves and canal-side neighborhoods we manage in Miami, Fort Lauderdale, Naples and Key West.',
  },
  '/slp': {
    title: 'Homes for rent and sale in South Florida',
    description:
      'Waterfront condos, houses, townhomes and villas for rent and sale in Miami, Fort Lauderdale, Naples and Key West, managed by our local teams.',
  },
  // The forms (src/web/features/leads): the same English text as their pages' locale files.
  '/ma-form': {
    title: 'Management application',
    description:
      'Apply to have your South Florida home managed: tell us about the property, pick a plan and get a written proposal within 2 business days.',
  },
  '/multi-ma': {
    title: 'Management application for several properties',
    description:
      'One application for your whole portfolio: add each property, choose a plan and receive one proposal with a portfolio rate.',
  },
  '/concierge': {
    title: 'Concierge services',
    description:
      'Arrival preparation, cleaning, provisioning, boat and yacht services and transport for South Florida owners and guests. Answer within 4 hours.',
  },
  '/car': {
    title: 'Rental application',
    description:
      'Apply to rent a home managed by us: one application, a decision within 2 business days, and no application fee until we have a match.',
  },
  '/referral': {
    title: 'Refer an owner',
    description:
      'Know an owner who would rather not manage their own property? Introduce them to us, and we thank you with a $250 gift card when they sign.',
  },
  '/management-prospect': {
    title: 'Register a management prospect',
    description:
      'Broker tool: register an owner you are courting, their properties, needs and the proposal terms.',
  },
  '/evictions-public': {
    title: 'Eviction services for landlords',
    description:
      "Florida evictions handled from notice to keys: the right notice, filing in county court and the sheriff's writ. Most uncontested cases end in 3 to 5 weeks.",
  },
  '/neighbors': {
    title: 'Good-neighbor guidelines and concerns',
    description:
      'The house rules that keep our buildings calm, and a private way to report noise, parking, pets, trash or short-term rentals. Every report is reviewed within 2 business days.',
  },
  '/cba': {
    title: 'Condo and HOA association management',
    description:
      'Budgets, reserves, vendors, milestone inspections and SB 4-D structural integrity reserve studies, meetings and records for condo and HOA boards in South Florida.',
  },
  '/collaboration': {
    title: 'Vendor and partner program',
    description:
      'Join our approved vendors for waterfront homes, docks and condo buildings in South Florida: steady work orders, payment within 15 days and jobs sent straight to your phone.',
  },
  '/renewal': {
    title: 'Lease renewal request',
    description:
      'Ask to renew your lease for 6, 12 or 24 months and tell us what you would like to change. You receive a written offer within 5 business days.',
  },
  '/sbp': {
    title: 'Sales broker program',
    description:
      'Partner brokers earn 25% of our first-year fees on owners they refer, a 25% split on buyer and seller referrals, and keep their clients.',
  },
  '/sba': {
    title: 'Buyer and seller assistance',
    description:
      "Today's market per city from our own listings (rents, sale prices, price per square foot) and a free consultation for buyers and sellers in Miami, Fort Lauderdale, Naples and Key West.",
  },
  '/thank-you': {
    title: 'Thank you',
    description: 'Your request has reached our team. Keep your reference number for any follow-up.',
  },
};

export function formatPageTitle(title: string, brand: string | undefined): string {
  return brand ? `${title} · ${brand}` : title;
}
