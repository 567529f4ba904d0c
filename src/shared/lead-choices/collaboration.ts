// The vendor application's choices, without zod (see ./common.ts).

export const VENDOR_TRADES = [
  'general-contractor',
  'electrical',
  'plumbing',
  'hvac',
  'roofing',
  'pool',
  'marine',
  'landscaping',
  'cleaning',
  'pest-control',
  'painting',
  'other',
] as const;
export const LIABILITY_LIMITS = ['under-1m', '1m', '2m-plus'] as const;
export const WORKERS_COMP = ['policy', 'exemption', 'none'] as const;
