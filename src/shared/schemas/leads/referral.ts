import { z } from 'zod';
import { REFERRAL_RELATIONSHIPS } from '../../lead-choices/referral';
import {
  CityField,
  ConsentField,
  ContactSchema,
  EmailField,
  HoneypotField,
  OptionalPhoneField,
  PROPERTY_TYPES,
  choice,
  optionalText,
  requiredText,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { REFERRAL_RELATIONSHIPS } from '../../lead-choices/referral';

/** /referral: someone (the contact) refers a property owner to the company. */
export const ReferralLeadSchema = z.object({
  contact: ContactSchema,
  owner: z.object({
    name: requiredText(120).min(2, M.name),
    email: EmailField,
    phone: OptionalPhoneField,
  }),
  property: z.object({
    address: requiredText(200),
    city: CityField,
    type: choice(PROPERTY_TYPES),
  }),
  relationship: choice(REFERRAL_RELATIONSHIPS),
  notes: optionalText(2000),
  /** The referrer confirms the owner agreed to be contacted. */
  consent: ConsentField,
  website: HoneypotField,
});
export type ReferralLeadInput = z.input<typeof ReferralLeadSchema>;
