import { z } from 'zod';
import {
  CONCERN_CATEGORIES,
  CONCERN_FREQUENCIES,
  FOLLOW_UP_PREFERENCES,
} from '../../lead-choices/neighbors';
import {
  CityField,
  ContactSchema,
  HoneypotField,
  OptionalPhoneField,
  choice,
  requiredText,
} from './common';
import { PastDateField } from './date-fields';
import { LEAD_MESSAGES as M } from './messages';

export {
  CONCERN_CATEGORIES,
  CONCERN_FREQUENCIES,
  FOLLOW_UP_PREFERENCES,
} from '../../lead-choices/neighbors';

/**
 * /neighbors: a resident (or a neighbour of a building we manage) reports a concern. The phone is
 * optional: people reporting a neighbour often prefer e-mail only.
 */
export const NeighborsLeadSchema = z.object({
  contact: ContactSchema.extend({ phone: OptionalPhoneField }),
  location: requiredText(200),
  city: CityField,
  category: choice(CONCERN_CATEGORIES),
  description: requiredText(2000).min(20, M.tooShort),
  incidentDate: PastDateField,
  frequency: choice(CONCERN_FREQUENCIES),
  followUp: choice(FOLLOW_UP_PREFERENCES),
  website: HoneypotField,
});
export type NeighborsLeadInput = z.input<typeof NeighborsLeadSchema>;
