// The association inquiry's choices, without zod (see ./common.ts).

export const ASSOCIATION_TYPES = ['condo', 'hoa'] as const;
export const BOARD_ROLES = [
  'president',
  'treasurer',
  'secretary',
  'director',
  'owner',
  'other',
] as const;
export const ASSOCIATION_NEEDS = [
  'full-management',
  'financials',
  'reserves',
  'milestone',
  'vendors',
  'meetings',
] as const;
