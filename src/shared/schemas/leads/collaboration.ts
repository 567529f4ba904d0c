import { z } from 'zod';
import { LIABILITY_LIMITS, VENDOR_TRADES, WORKERS_COMP } from '../../lead-choices/collaboration';
import {
  ContactSchema,
  HoneypotField,
  LEAD_CITIES,
  PhoneField,
  choice,
  optionalText,
  requiredText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { LIABILITY_LIMITS, VENDOR_TRADES, WORKERS_COMP } from '../../lead-choices/collaboration';

/** Trades Florida licenses (DBPR or the county): an application for them must carry the number. */
export const LICENSED_TRADES: readonly (typeof VENDOR_TRADES)[number][] = [
  'general-contractor',
  'electrical',
  'plumbing',
  'hvac',
  'roofing',
  'pool',
  'pest-control',
];

const VendorReferenceSchema = z.object({
  name: requiredText(120).min(2, M.name),
  company: optionalText(160),
  phone: PhoneField,
});

/** /collaboration: a vendor or partner applies to join our approved-vendor list. */
export const CollaborationLeadSchema = z
  .object({
    contact: ContactSchema,
    company: requiredText(160),
    trade: choice(VENDOR_TRADES),
    licenseNumber: optionalText(30).refine((v) => v === '' || /^[A-Za-z0-9-]{4,30}$/.test(v), {
      message: M.licenseFormat,
    }),
    yearsInBusiness: wholeNumber(0, 100),
    insurance: z.object({
      carrier: requiredText(120),
      liabilityLimit: choice(LIABILITY_LIMITS),
      workersComp: choice(WORKERS_COMP),
    }),
    serviceAreas: z
      .array(z.enum(LEAD_CITIES, { error: M.choose }), { error: M.chooseOne })
      .min(1, M.chooseOne)
      .max(LEAD_CITIES.length, M.choose),
    references: z
      .array(VendorReferenceSchema, { error: M.twoReferences })
      .length(2, M.twoReferences),
    details: optionalText(2000),
    website: HoneypotField,
  })
  .superRefine((v, ctx) => {
    if (LICENSED_TRADES.includes(v.trade) && v.licenseNumber === '') {
      ctx.addIssue({ code: 'custom', path: ['licenseNumber'], message: M.license });
    }
  });
export type CollaborationLeadInput = z.input<typeof CollaborationLeadSchema>;
