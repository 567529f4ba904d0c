import { z } from 'zod';
import { ASSOCIATION_NEEDS, ASSOCIATION_TYPES, BOARD_ROLES } from '../../lead-choices/cba';
import {
  CityField,
  ContactSchema,
  HoneypotField,
  choice,
  optionalText,
  requiredText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { ASSOCIATION_NEEDS, ASSOCIATION_TYPES, BOARD_ROLES } from '../../lead-choices/cba';

/** /cba: a board (or an owner) asks about association management for a condo or an HOA. */
export const CbaLeadSchema = z.object({
  contact: ContactSchema,
  associationName: requiredText(160),
  associationType: choice(ASSOCIATION_TYPES),
  units: wholeNumber(2, 5000),
  city: CityField,
  /** Empty when the association manages itself. */
  currentManager: optionalText(160),
  boardRole: choice(BOARD_ROLES),
  needs: z
    .array(z.enum(ASSOCIATION_NEEDS, { error: M.choose }), { error: M.chooseOne })
    .min(1, M.chooseOne)
    .max(ASSOCIATION_NEEDS.length, M.choose),
  details: optionalText(2000),
  website: HoneypotField,
});
export type CbaLeadInput = z.input<typeof CbaLeadSchema>;
