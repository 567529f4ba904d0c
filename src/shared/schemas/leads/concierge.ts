import { z } from 'zod';
import { CONCIERGE_SERVICES } from '../../lead-choices/concierge';
import {
  CityField,
  ContactSchema,
  FutureDateField,
  HoneypotField,
  OptionalDateField,
  optionalText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { CONCIERGE_SERVICES } from '../../lead-choices/concierge';

/** /concierge: a request for one or more concierge services around a stay. */
export const ConciergeLeadSchema = z
  .object({
    contact: ContactSchema,
    services: z
      .array(z.enum(CONCIERGE_SERVICES, { error: M.choose }), { error: M.chooseOne })
      .min(1, M.chooseOne)
      .max(CONCIERGE_SERVICES.length, M.choose),
    city: CityField,
    propertyAddress: optionalText(200),
    arrivalDate: FutureDateField,
    departureDate: OptionalDateField,
    guests: wholeNumber(1, 40),
    details: optionalText(2000),
    website: HoneypotField,
  })
  .superRefine((v, ctx) => {
    if (v.departureDate && v.departureDate < v.arrivalDate) {
      ctx.addIssue({ code: 'custom', path: ['departureDate'], message: M.dateOrder });
    }
  });
export type ConciergeLeadInput = z.input<typeof ConciergeLeadSchema>;
