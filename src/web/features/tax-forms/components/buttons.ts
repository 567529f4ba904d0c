/** The 1099 screen's button looks (the bills screens' own). */
export const PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60';
export const SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-ocean bg-white px-3 py-1.5 text-sm font-semibold text-ocean-dark hover:bg-ocean/5 disabled:opacity-60';
