import { z } from 'zod';
import { PROSPECT_NEEDS, PROSPECT_TIMELINES } from '../../lead-choices/management-prospect';
import {
  ContactSchema,
  FutureDateField,
  HoneypotField,
  ManagedPropertiesField,
  PlanChoiceField,
  choice,
  optionalText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { PROSPECT_NEEDS, PROSPECT_TIMELINES } from '../../lead-choices/management-prospect';

/**
 * /management-prospect: a broker registers an owner they are courting. `contact` is the owner;
 * the lead is assigned to the broker who sends it, and the confirmation goes to that broker.
 */
export const ManagementProspectLeadSchema = z.object({
  contact: ContactSchema,
  properties: ManagedPropertiesField,
  needs: z
    .array(z.enum(PROSPECT_NEEDS, { error: M.choose }), { error: M.chooseOne })
    .min(1, M.chooseOne)
    .max(PROSPECT_NEEDS.length, M.choose),
  timeline: choice(PROSPECT_TIMELINES),
  proposal: z.object({
    plan: PlanChoiceField,
    /** Monthly management fee as a percentage of rent collected. */
    feePercent: wholeNumber(1, 30),
    startDate: FutureDateField,
    terms: optionalText(2000),
  }),
  notes: optionalText(2000),
  website: HoneypotField,
});
export type ManagementProspectLeadInput = z.input<typeof ManagementProspectLeadSchema>;
