// The buyer and seller consultation's choices, without zod (see ./common.ts).

export const SBA_INTENTS = ['buying', 'selling', 'both'] as const;
export const SBA_TIMELINES = ['now', '3-months', '6-months', '12-months', 'exploring'] as const;
export const SBA_FINANCING = ['cash', 'pre-approved', 'need-financing', 'selling-only'] as const;
