// The neighbour concern form's choices, without zod (see ./common.ts).

export const CONCERN_CATEGORIES = [
  'noise',
  'parking',
  'pets',
  'trash',
  'short-term-rental',
  'other',
] as const;
export const CONCERN_FREQUENCIES = ['once', 'recurring', 'ongoing'] as const;
/** Whether the reporter's name may be mentioned, and whether they want to hear back. */
export const FOLLOW_UP_PREFERENCES = ['private-updates', 'private-no-contact', 'named'] as const;
