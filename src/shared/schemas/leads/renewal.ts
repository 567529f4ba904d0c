import { z } from 'zod';
import { RENEWAL_CHANGES, RENEWAL_TERMS } from '../../lead-choices/renewal';
import {
  ContactSchema,
  DateField,
  HoneypotField,
  choice,
  optionalText,
  requiredText,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { RENEWAL_CHANGES, RENEWAL_TERMS } from '../../lead-choices/renewal';

/** /renewal: a resident asks to renew their lease. `contact` is the resident (pre-filled when signed in). */
export const RenewalLeadSchema = z.object({
  contact: ContactSchema,
  property: requiredText(200),
  unit: optionalText(40),
  currentLeaseEnd: DateField,
  term: choice(RENEWAL_TERMS),
  /** What the resident would like to change in the new lease; none ticked means "same terms". */
  changeTypes: z
    .array(z.enum(RENEWAL_CHANGES, { error: M.choose }), { error: M.choose })
    .max(RENEWAL_CHANGES.length, M.choose),
  changes: optionalText(2000),
  website: HoneypotField,
});
export type RenewalLeadInput = z.input<typeof RenewalLeadSchema>;
