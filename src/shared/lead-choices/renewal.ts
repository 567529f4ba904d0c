// The renewal form's choices, without zod (see ./common.ts).

export const RENEWAL_TERMS = ['6', '12', '24'] as const;
export const RENEWAL_CHANGES = [
  'add-occupant',
  'remove-occupant',
  'pet',
  'parking',
  'repairs',
  'payment-date',
] as const;
