import type { z } from 'zod';
import type { BillOptionsSchema, CheckBatchSchema } from '../../../../shared/schemas/bills';

export type BillOptions = z.infer<typeof BillOptionsSchema>;
export type CheckBatch = z.infer<typeof CheckBatchSchema>;

/** The query keys of the bills screens. */
export const billKeys = { all: ['bills'] as const };
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
