// The broker's prospect wizard's choices, without zod (see ./common.ts).

export const PROSPECT_NEEDS = [
  'leasing',
  'rent-collection',
  'maintenance',
  'accounting',
  'concierge',
  'storm-prep',
] as const;
export const PROSPECT_TIMELINES = ['now', '1-3-months', '3-6-months', 'exploring'] as const;
