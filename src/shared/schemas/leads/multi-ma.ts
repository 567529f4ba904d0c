import { z } from 'zod';
import {
  ConsentField,
  ContactSchema,
  FutureDateField,
  HoneypotField,
  MAX_PROPERTIES,
  ManagedPropertySchema,
  PlanChoiceField,
  optionalText,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { MAX_PROPERTIES } from '../../lead-choices/common';

/** /multi-ma: one management agreement application covering several properties. */
export const MultiMaLeadSchema = z.object({
  contact: ContactSchema,
  properties: z
    .array(ManagedPropertySchema, { error: M.atLeastOneProperty })
    .min(1, M.atLeastOneProperty)
    .max(MAX_PROPERTIES, M.tooManyProperties),
  desiredStart: FutureDateField,
  plan: PlanChoiceField,
  notes: optionalText(2000),
  consent: ConsentField,
  website: HoneypotField,
});
export type MultiMaLeadInput = z.input<typeof MultiMaLeadSchema>;
