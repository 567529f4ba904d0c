import type { Permission } from '../../permissions';
import { LEAD_PAGE_PATHS } from './page-paths';

/** The page a kind's form lives on, and what search engines and link previews show of it. */
export interface LeadPage {
  path: `/${string}`;
  /** English; the page's own locale file says the same (page-meta-locales.test.ts). */
  title: string;
  description: string;
}

export interface LeadKindInfo {
  /** Reference prefix: `${prefix}-${year}-${6 digits}`. Unique across kinds. */
  prefix: string;
  /** English name, used in staff e-mails and notifications; the web shows `leads:kinds.<kind>`. */
  label: string;
  /** The permission a sender needs (the route's access rule); absent: anyone, signed in or not. */
  submitPermission?: Permission;
  /** The lead starts assigned to the user who sent it (a broker's own prospect). */
  assignToSubmitter?: boolean;
  /** Who gets the confirmation e-mail: the form's contact, or the signed-in sender. */
  confirmTo: 'contact' | 'submitter';
  /** Its own page, or null for a form that sits on other pages. */
  page: LeadPage | null;
}

/**
 * Every lead kind: the one table the API route (`POST /api/leads/<kind>`), the site map's form
 * pages (site-map.ts, from the paths) and their page meta (page-meta.ts) are built from. Each kind's schema sits beside it in ./registry.ts. Plain data,
 * so the browser's first chunk can read it without the schemas. Adding a kind: docs/leads.md.
 */
export const LEAD_KIND_TABLE = {
  concierge: {
    prefix: 'CON',
    label: 'Concierge request',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.concierge,
      title: 'Concierge services',
      description:
        'Arrival preparation, cleaning, provisioning, boat and yacht services and transport for South Florida owners and guests. Answer within 4 hours.',
    },
  },
  'ma-form': {
    prefix: 'MA',
    label: 'Management agreement application',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS['ma-form'],
      title: 'Management application',
      description:
        'Apply to have your South Florida home managed: tell us about the property, pick a plan and get a written proposal within 2 business days.',
    },
  },
  'multi-ma': {
    prefix: 'MMA',
    label: 'Multi-property management application',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS['multi-ma'],
      title: 'Management application for several properties',
      description:
        'One application for your whole portfolio: add each property, choose a plan and receive one proposal with a portfolio rate.',
    },
  },
  car: {
    prefix: 'CAR',
    label: 'Rental application',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.car,
      title: 'Rental application',
      description:
        'Apply to rent a home managed by us: one application, a decision within 2 business days, and no application fee until we have a match.',
    },
  },
  referral: {
    prefix: 'REF',
    label: 'Owner referral',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.referral,
      title: 'Refer an owner',
      description:
        'Know an owner who would rather not manage their own property? Introduce them to us, and we thank you with a $250 gift card when they sign.',
    },
  },
  'management-prospect': {
    prefix: 'MP',
    label: 'Management prospect',
    submitPermission: 'create:prospects:own',
    assignToSubmitter: true,
    confirmTo: 'submitter',
    page: {
      path: LEAD_PAGE_PATHS['management-prospect'],
      title: 'Register a management prospect',
      description:
        'Broker tool: register an owner you are courting, their properties, needs and the proposal terms.',
    },
  },
  evictions: {
    prefix: 'EVI',
    label: 'Eviction request',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.evictions,
      title: 'Eviction services for landlords',
      description:
        "Florida evictions handled from notice to keys: the right notice, filing in county court and the sheriff's writ. Most uncontested cases end in 3 to 5 weeks.",
    },
  },
  neighbors: {
    prefix: 'NBR',
    label: 'Neighbor concern',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.neighbors,
      title: 'Good-neighbor guidelines and concerns',
      description:
        'The house rules that keep our buildings calm, and a private way to report noise, parking, pets, trash or short-term rentals. Every report is reviewed within 2 business days.',
    },
  },
  cba: {
    prefix: 'CBA',
    label: 'Association management inquiry',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.cba,
      title: 'Condo and HOA association management',
      description:
        'Budgets, reserves, vendors, milestone inspections and SB 4-D structural integrity reserve studies, meetings and records for condo and HOA boards in South Florida.',
    },
  },
  collaboration: {
    prefix: 'COL',
    label: 'Vendor and partner application',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.collaboration,
      title: 'Vendor and partner program',
      description:
        'Join our approved vendors for waterfront homes, docks and condo buildings in South Florida: steady work orders, payment within 15 days and jobs sent straight to your phone.',
    },
  },
  renewal: {
    prefix: 'REN',
    label: 'Lease renewal request',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.renewal,
      title: 'Lease renewal request',
      description:
        'Ask to renew your lease for 6, 12 or 24 months and tell us what you would like to change. You receive a written offer within 5 business days.',
    },
  },
  sbp: {
    prefix: 'SBP',
    label: 'Partner broker application',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.sbp,
      title: 'Sales broker program',
      description:
        'Partner brokers earn 25% of our first-year fees on owners they refer, a 25% split on buyer and seller referrals, and keep their clients.',
    },
  },
  sba: {
    prefix: 'SBA',
    label: 'Buyer and seller consultation',
    confirmTo: 'contact',
    page: {
      path: LEAD_PAGE_PATHS.sba,
      title: 'Buyer and seller assistance',
      description:
        "Today's market per city from our own listings (rents, sale prices, price per square foot) and a free consultation for buyers and sellers in Miami, Fort Lauderdale, Naples and Key West.",
    },
  },
  'unit-contact': {
    prefix: 'UNIT',
    label: 'Home inquiry',
    confirmTo: 'contact',
    // Sent from the unit and listing pages (/community/:condo/:id, /slp/property/:id).
    page: null,
  },
} as const satisfies Record<string, LeadKindInfo>;

export type LeadKind = keyof typeof LEAD_KIND_TABLE;
export const LEAD_KIND_LIST = Object.keys(LEAD_KIND_TABLE) as LeadKind[];

export function isLeadKind(value: string): value is LeadKind {
  return Object.hasOwn(LEAD_KIND_TABLE, value);
}

/** The kinds whose form has a page of its own. */
export type LeadKindWithPage = {
  [K in LeadKind]: (typeof LEAD_KIND_TABLE)[K]['page'] extends null ? never : K;
}[LeadKind];

/** The kinds with a page of their own, and that page. */
export const LEAD_PAGES: readonly { kind: LeadKindWithPage; page: LeadPage }[] =
  LEAD_KIND_LIST.flatMap((kind) => {
    const { page } = LEAD_KIND_TABLE[kind] as LeadKindInfo;
    return page ? [{ kind: kind as LeadKindWithPage, page }] : [];
  });
