// The rental application's choices, without zod (see ./common.ts).

export const EMPLOYMENT_STATUSES = [
  'employed',
  'self-employed',
  'retired',
  'student',
  'other',
] as const;
export const REFERENCE_RELATIONSHIPS = ['landlord', 'employer', 'colleague', 'personal'] as const;
