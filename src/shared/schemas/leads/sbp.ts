import { z } from 'zod';
import { SALES_VOLUMES } from '../../lead-choices/sbp';
import {
  ConsentField,
  ContactSchema,
  HoneypotField,
  LEAD_CITIES,
  choice,
  optionalText,
  requiredText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { SALES_VOLUMES } from '../../lead-choices/sbp';

/** /sbp: a licensed broker or sales associate applies to join the partner broker program. */
export const SbpLeadSchema = z.object({
  contact: ContactSchema,
  licenseNumber: requiredText(30).regex(/^[A-Za-z0-9-]{4,30}$/, M.licenseFormat),
  brokerage: requiredText(160),
  yearsLicensed: wholeNumber(0, 60),
  markets: z
    .array(z.enum(LEAD_CITIES, { error: M.choose }), { error: M.chooseOne })
    .min(1, M.chooseOne)
    .max(LEAD_CITIES.length, M.choose),
  /** Closed sides in the last 12 months. */
  closings12Months: wholeNumber(0, 2000),
  volume12Months: choice(SALES_VOLUMES),
  notes: optionalText(2000),
  /** The broker accepts the program's referral split, confirmed in a written agreement. */
  referralAgreement: ConsentField,
  website: HoneypotField,
});
export type SbpLeadInput = z.input<typeof SbpLeadSchema>;
