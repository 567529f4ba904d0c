import { z } from 'zod';
import { ContactSchema, HoneypotField, requiredText } from './common';
import { OptionalFutureDateField } from './date-fields';
import { LEAD_MESSAGES as M } from './messages';

/**
 * The contact form on a condo unit's page (/community/:condo/:id): a question, a tour or a
 * move-in date about that unit, and the listing it was shown with.
 */
export const UnitContactLeadSchema = z.object({
  contact: ContactSchema,
  unitId: z.uuid({ error: M.unitMissing }),
  listingId: z.uuid({ error: M.unitMissing }).optional(),
  message: requiredText(2000),
  tourDate: OptionalFutureDateField,
  moveInDate: OptionalFutureDateField,
  website: HoneypotField,
});
export type UnitContactLeadInput = z.input<typeof UnitContactLeadSchema>;
