/**
 * The path of each lead kind's own page. The kinds' table (./kinds.ts) takes its paths from here,
 * and the browser's route table reads only this: every page's first download carries the paths,
 * not the table's titles, descriptions and labels.
 */
export const LEAD_PAGE_PATHS = {
  concierge: '/concierge',
  'ma-form': '/ma-form',
  'multi-ma': '/multi-ma',
  car: '/car',
  referral: '/referral',
  'management-prospect': '/management-prospect',
  evictions: '/evictions-public',
  neighbors: '/neighbors',
  cba: '/cba',
  collaboration: '/collaboration',
  renewal: '/renewal',
  sbp: '/sbp',
  sba: '/sba',
} as const;
