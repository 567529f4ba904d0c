import { z } from 'zod';
import { EMPLOYMENT_STATUSES, REFERENCE_RELATIONSHIPS } from './leads/car';
import { LeaseTermFields } from './leasing-fields';

/** waiting: no decision yet; approved: a draft lease was made; declined: the applicant was told. */
export const APPLICATION_STATUSES = ['waiting', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const NOTE_MAX = 2000;

export const ApplicationListQuerySchema = z.object({
  status: z
    .enum(APPLICATION_STATUSES, { error: 'Choose waiting, approved or declined' })
    .optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

/** The home an application names: the listing it came from and that listing's unit and rent. */
export const ApplicationHomeSchema = z.object({
  listingId: z.uuid(),
  unitId: z.uuid(),
  title: z.string(),
  propertyName: z.string(),
  unitLabel: z.string(),
  city: z.string(),
  monthlyRentCents: z.number().int(),
});
export type ApplicationHome = z.infer<typeof ApplicationHomeSchema>;

export const ApplicationRowSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applicantName: z.string(),
  applicantEmail: z.string(),
  submittedAt: z.string(),
  desiredProperty: z.string(),
  home: ApplicationHomeSchema.nullable(),
  monthlyIncomeCents: z.number().int(),
  /** Monthly income ÷ the home's monthly rent, two decimals; null without a home. */
  incomeToRent: z.number().nullable(),
});
export type ApplicationRow = z.infer<typeof ApplicationRowSchema>;

export const ApplicationListSchema = z.object({ applications: z.array(ApplicationRowSchema) });

export const ApplicationDetailSchema = ApplicationRowSchema.extend({
  applicantPhone: z.string().nullable(),
  moveInDate: z.string(),
  occupants: z.number().int(),
  currentAddress: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    yearsAtAddress: z.number().int(),
  }),
  employment: z.object({
    status: z.enum(EMPLOYMENT_STATUSES),
    employer: z.string(),
    jobTitle: z.string(),
    yearsEmployed: z.number().int(),
  }),
  references: z.array(
    z.object({
      name: z.string(),
      relationship: z.enum(REFERENCE_RELATIONSHIPS),
      phone: z.string(),
    }),
  ),
  pets: z.string(),
  decision: z
    .object({
      outcome: z.enum(['approved', 'declined']),
      note: z.string(),
      decidedAt: z.string(),
      decidedByName: z.string().nullable(),
      leaseId: z.uuid().nullable(),
    })
    .nullable(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

const NoteSchema = z
  .string({ error: 'application.noteRequired' })
  .trim()
  .max(NOTE_MAX, `application.noteTooLong?max=${NOTE_MAX}`);

/**
 * The draft lease an approval makes. The lease-create rules (leasing/lease-writes.ts) check the
 * unit again; the late-fee policy starts at the company default (5 grace days, no fee) and is
 * edited on the draft before activation.
 */
export const ApproveApplicationSchema = z
  .object({
    /** Only for an application that names no home. */
    unitId: z.uuid('Choose a unit').optional(),
    ...LeaseTermFields,
    note: NoteSchema.default(''),
  })
  .superRefine((v, ctx) => {
    if (v.endDate !== null && v.endDate < v.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End the lease on or after its start',
      });
    }
  });
export type ApproveApplication = z.infer<typeof ApproveApplicationSchema>;
export type ApproveApplicationInput = z.input<typeof ApproveApplicationSchema>;

export const DeclineApplicationSchema = z.object({
  note: NoteSchema.min(1, 'application.noteRequired'),
});
export type DeclineApplication = z.infer<typeof DeclineApplicationSchema>;

export const ApprovedApplicationSchema = z.object({
  leaseId: z.uuid(),
  residentId: z.uuid(),
  /** True when the applicant's existing account was reused (no invitation was sent). */
  existingAccount: z.boolean(),
});
