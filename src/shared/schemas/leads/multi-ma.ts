import { z } from 'zod';
import {
  ConsentField,
  ContactSchema,
  FutureDateField,
  HoneypotField,
  ManagedPropertiesField,
  PlanChoiceField,
  optionalText,
} from './common';

export { MAX_PROPERTIES } from '../../lead-choices/common';

/** /multi-ma: one management agreement application covering several properties. */
export const MultiMaLeadSchema = z.object({
  contact: ContactSchema,
  properties: ManagedPropertiesField,
  desiredStart: FutureDateField,
  plan: PlanChoiceField,
  notes: optionalText(2000),
  consent: ConsentField,
  website: HoneypotField,
});
export type MultiMaLeadInput = z.input<typeof MultiMaLeadSchema>;
