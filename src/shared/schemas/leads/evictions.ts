import { z } from 'zod';
import { EVICTION_NOTICES, EVICTION_REASONS, YES_NO } from '../../lead-choices/evictions';
import {
  CityField,
  ContactSchema,
  HoneypotField,
  OptionalPhoneField,
  ZipField,
  choice,
  optionalText,
  requiredText,
  wholeNumber,
} from './common';
import { OptionalPastDateField } from './date-fields';
import { LEAD_MESSAGES as M } from './messages';

export { EVICTION_NOTICES, EVICTION_REASONS, YES_NO } from '../../lead-choices/evictions';

/** /evictions-public: a landlord asks us to handle the removal of a tenant. `contact` is the landlord. */
export const EvictionsLeadSchema = z
  .object({
    contact: ContactSchema,
    /** The landlord as named on the lease when it is not the contact (an LLC, a trust). */
    landlordOnLease: optionalText(160),
    property: z.object({
      address: requiredText(200),
      unit: optionalText(40),
      city: CityField,
      zip: ZipField,
    }),
    tenant: z.object({
      names: requiredText(300),
      phone: OptionalPhoneField,
    }),
    reason: choice(EVICTION_REASONS),
    /** Rent owed today, whole US dollars. */
    amountOwed: wholeNumber(0, 1_000_000),
    noticeServed: choice(EVICTION_NOTICES),
    noticeDate: OptionalPastDateField,
    leaseCopy: choice(YES_NO),
    details: optionalText(2000),
    website: HoneypotField,
  })
  .superRefine((v, ctx) => {
    // A non-payment complaint states the rent owed; the court needs the figure.
    if (v.reason === 'nonpayment' && v.amountOwed < 1) {
      ctx.addIssue({ code: 'custom', path: ['amountOwed'], message: M.amountOwed });
    }
    // The notice period runs from the day of service: without it nobody can tell when to file.
    if (v.noticeServed !== 'none' && v.noticeDate === '') {
      ctx.addIssue({ code: 'custom', path: ['noticeDate'], message: M.noticeDate });
    }
  });
export type EvictionsLeadInput = z.input<typeof EvictionsLeadSchema>;
