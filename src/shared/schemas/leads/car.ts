import { z } from 'zod';
import { EMPLOYMENT_STATUSES, REFERENCE_RELATIONSHIPS } from '../../lead-choices/car';
import {
  ConsentField,
  ContactSchema,
  FutureDateField,
  HoneypotField,
  PhoneField,
  ZipField,
  choice,
  optionalText,
  requiredText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { EMPLOYMENT_STATUSES, REFERENCE_RELATIONSHIPS } from '../../lead-choices/car';

const ReferenceSchema = z.object({
  name: requiredText(120).min(2, M.name),
  relationship: choice(REFERENCE_RELATIONSHIPS),
  phone: PhoneField,
});

const EmploymentSchema = z
  .object({
    status: choice(EMPLOYMENT_STATUSES),
    employer: optionalText(160),
    jobTitle: optionalText(120),
    yearsEmployed: wholeNumber(0, 60),
  })
  .superRefine((v, ctx) => {
    // Who pays the salary matters for verification; retirees and students have none to name.
    if ((v.status === 'employed' || v.status === 'self-employed') && !v.employer) {
      ctx.addIssue({ code: 'custom', path: ['employer'], message: M.employer });
    }
  });

/** /car: a rental application, with consent to a credit and background screening. */
export const CarLeadSchema = z.object({
  contact: ContactSchema,
  /** The rental listing "Apply for this home" came from; approval leases its unit at its rent. */
  listingId: z.union([z.uuid(M.listingUnknown), z.literal('')]).optional(),
  desiredProperty: requiredText(200),
  moveInDate: FutureDateField,
  occupants: wholeNumber(1, 12),
  currentAddress: z.object({
    street: requiredText(200),
    city: requiredText(80),
    state: requiredText(40),
    zip: ZipField,
    yearsAtAddress: wholeNumber(0, 80),
  }),
  employment: EmploymentSchema,
  /** Gross monthly income in whole US dollars. */
  monthlyIncome: wholeNumber(0, 10_000_000),
  references: z.array(ReferenceSchema, { error: M.twoReferences }).length(2, M.twoReferences),
  pets: optionalText(500),
  consentScreening: ConsentField,
  website: HoneypotField,
});
export type CarLeadInput = z.input<typeof CarLeadSchema>;
