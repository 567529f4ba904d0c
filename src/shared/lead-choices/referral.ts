// The referral form's choices, without zod (see ./common.ts).

export const REFERRAL_RELATIONSHIPS = [
  'friend',
  'family',
  'neighbor',
  'colleague',
  'client',
  'other',
] as const;
