// The concierge request's choices, without zod (see ./common.ts).

export const CONCIERGE_SERVICES = [
  'arrival',
  'cleaning',
  'provisioning',
  'boat',
  'transport',
] as const;
