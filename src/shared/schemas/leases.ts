import { z } from 'zod';
import { LEASE_STATUSES } from '../leasing-terms';
import {
  CentsSchema,
  IsoDateSchema,
  LeaseTermFields,
  PositiveCentsSchema,
  textField,
} from './leasing-fields';

const LateFeeFields = {
  lateFeeGraceDays: z
    .number()
    .int('Enter the grace days as a whole number')
    .min(0, 'Enter 0 to 30 grace days')
    .max(30, 'Enter 0 to 30 grace days'),
  lateFeeFlatCents: CentsSchema.nullable(),
  /** 500 = 5 % of the month's rent. */
  lateFeePercentBasisPoints: z
    .number()
    .int('Enter the percentage in basis points (500 = 5 %)')
    .min(1, 'Enter a percentage above 0')
    .max(5_000, 'Enter at most 50 %')
    .nullable(),
  lateFeeCapCents: CentsSchema.nullable(),
};

const TermsFields = { ...LeaseTermFields, ...LateFeeFields };

type Terms = {
  startDate?: string | undefined;
  endDate?: string | null | undefined;
  lateFeeFlatCents?: number | null | undefined;
  lateFeePercentBasisPoints?: number | null | undefined;
};

/** Rules across fields, named by the field a person would correct. */
function checkTerms(terms: Terms, ctx: z.RefinementCtx) {
  if (terms.startDate && terms.endDate && terms.endDate < terms.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'End the lease on or after its start',
    });
  }
  if (terms.lateFeeFlatCents != null && terms.lateFeePercentBasisPoints != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['lateFeePercentBasisPoints'],
      message: 'Choose a flat late fee or a percentage of rent, not both',
    });
  }
}

export const LeaseCreateSchema = z
  .object({
    unitId: z.uuid('Choose a unit'),
    residentIds: z
      .array(z.uuid('Choose residents from the list'))
      .min(1, 'Name at least one resident')
      .max(8, 'Name at most 8 residents'),
    ...TermsFields,
  })
  .superRefine(checkTerms);
export type LeaseCreate = z.infer<typeof LeaseCreateSchema>;

/** A draft's terms and residents can change; once active, a change is a renewal. */
export const LeaseUpdateSchema = z
  .object({
    residentIds: LeaseCreateSchema.shape.residentIds.optional(),
    ...z.object(TermsFields).partial().shape,
  })
  .superRefine(checkTerms);
export type LeaseUpdate = z.infer<typeof LeaseUpdateSchema>;

export const NoticeSchema = z.object({ moveOutDate: IsoDateSchema });

export const EndLeaseSchema = z.object({
  moveOutDate: IsoDateSchema,
  deductions: z
    .array(z.object({ reason: textField(200, 'reason'), amountCents: PositiveCentsSchema }))
    .max(20, 'List at most 20 deductions'),
});
export type EndLease = z.infer<typeof EndLeaseSchema>;

export const RenewLeaseSchema = z
  .object({
    /** Defaults to the day after the current term ends. */
    startDate: IsoDateSchema.optional(),
    endDate: IsoDateSchema.nullable(),
    monthlyRentCents: PositiveCentsSchema,
  })
  .superRefine(checkTerms);
export type RenewLease = z.infer<typeof RenewLeaseSchema>;

export const LEASE_SORTS = ['start', 'end', 'rent', 'balance', 'property', 'status'] as const;
export const ENDING_WITHIN_DAYS = ['30', '60', '90'] as const;

/** The admin leases list and its CSV: every filter lives in the URL. */
export const LeaseListQuerySchema = z.object({
  status: z.enum(LEASE_STATUSES, { error: 'Choose a lease status' }).optional(),
  city: z.string().max(80).optional(),
  propertyId: z.uuid('Unknown property').optional(),
  endingWithin: z.enum(ENDING_WITHIN_DAYS, { error: 'Choose 30, 60 or 90 days' }).optional(),
  delinquent: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  sort: z
    .enum(LEASE_SORTS, { error: 'Sort by start, end, rent, balance, property or status' })
    .default('start'),
  dir: z.enum(['asc', 'desc'], { error: 'Sort asc or desc' }).default('desc'),
  page: z.coerce.number().int('Use a whole page number').min(1, 'Pages start at 1').default(1),
  pageSize: z.coerce
    .number()
    .int('Use a whole page size')
    .min(1, 'Show 1 to 100 rows')
    .max(100, 'Show 1 to 100 rows')
    .default(25),
});
export type LeaseListQuery = z.infer<typeof LeaseListQuerySchema>;

export const LeaseRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(LEASE_STATUSES),
  propertyId: z.uuid(),
  propertyName: z.string(),
  city: z.string(),
  unitId: z.uuid(),
  unitLabel: z.string(),
  residents: z.array(z.string()),
  monthlyRentCents: z.number().int(),
  balanceCents: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type LeaseRow = z.infer<typeof LeaseRowSchema>;

export const LeaseListSchema = z.object({
  leases: z.array(LeaseRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const LeaseResidentSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const LeaseDetailSchema = LeaseRowSchema.extend({
  propertyAddress: z.string(),
  ownerId: z.uuid(),
  residentAccounts: z.array(LeaseResidentSchema),
  dueDay: z.number().int(),
  securityDepositCents: z.number().int(),
  /** The deposit the books hold for this lease (received into escrow, or carried from the term before). */
  depositHeldCents: z.number().int(),
  lateFeeGraceDays: z.number().int(),
  lateFeeFlatCents: z.number().int().nullable(),
  lateFeePercentBasisPoints: z.number().int().nullable(),
  lateFeeCapCents: z.number().int().nullable(),
  renewalOf: z.uuid().nullable(),
  renewedBy: z.uuid().nullable(),
  noticeGivenAt: z.string().nullable(),
  moveOutDate: z.string().nullable(),
  depositRefundCents: z.number().int().nullable(),
  deductions: z.array(z.object({ reason: z.string(), amountCents: z.number().int() })),
  documents: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      sizeBytes: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  activatedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type LeaseDetail = z.infer<typeof LeaseDetailSchema>;
