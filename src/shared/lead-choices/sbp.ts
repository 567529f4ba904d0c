// The partner broker application's choices, without zod (see ./common.ts).

export const SALES_VOLUMES = ['under-2m', '2m-5m', '5m-15m', '15m-plus'] as const;
