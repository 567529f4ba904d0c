// The eviction request's choices, without zod (see ./common.ts).

export const EVICTION_REASONS = ['nonpayment', 'lease-violation', 'holdover', 'other'] as const;
/** The Florida notices (Fla. Stat. 83.56, 83.57); "15-day" is the pre-July-2023 month-to-month notice. */
export const EVICTION_NOTICES = [
  'none',
  '3-day',
  '7-day-cure',
  '7-day-terminate',
  '30-day',
  '15-day',
] as const;
export const YES_NO = ['yes', 'no'] as const;
