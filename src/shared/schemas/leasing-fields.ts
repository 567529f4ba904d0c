import { z } from 'zod';

/** A calendar day, `2026-03-31`, that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Enter a date that exists');

/** Whole cents, up to $10,000,000: money is never a float (STYLE). */
export const CentsSchema = z
  .number({ error: 'Enter an amount in cents as a whole number' })
  .int('Enter an amount in cents as a whole number')
  .min(0, 'Enter an amount of 0 or more')
  .max(1_000_000_000, 'Enter an amount of at most $10,000,000');

export const PositiveCentsSchema = CentsSchema.refine((v) => v > 0, 'Enter an amount above 0');

export const IdParamsSchema = z.object({ id: z.uuid('Unknown id') });

/** Free text a person types: trimmed, not blank. */
export const textField = (max: number, label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Keep the ${label} under ${max} characters`);

/** What a lease is written with, on the lease form or when an application is approved. */
export const LeaseTermFields = {
  startDate: IsoDateSchema,
  /** Null: month-to-month. */
  endDate: IsoDateSchema.nullable(),
  monthlyRentCents: PositiveCentsSchema,
  dueDay: z
    .number()
    .int('Enter the due day as a whole number')
    .min(1, 'Enter a due day from 1 to 28')
    .max(28, 'Enter a due day from 1 to 28'),
  securityDepositCents: CentsSchema,
};
