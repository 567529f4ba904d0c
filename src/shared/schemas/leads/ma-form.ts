import { z } from 'zod';
import {
  ConsentField,
  ContactSchema,
  FutureDateField,
  HoneypotField,
  ManagedPropertySchema,
  PlanChoiceField,
  optionalText,
} from './common';

/** /ma-form: a management agreement application for one property. */
export const MaFormLeadSchema = z.object({
  contact: ContactSchema,
  property: ManagedPropertySchema,
  desiredStart: FutureDateField,
  plan: PlanChoiceField,
  notes: optionalText(2000),
  consent: ConsentField,
  website: HoneypotField,
});
export type MaFormLeadInput = z.input<typeof MaFormLeadSchema>;
