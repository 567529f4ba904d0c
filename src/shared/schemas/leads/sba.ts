import { z } from 'zod';
import { SBA_FINANCING, SBA_INTENTS, SBA_TIMELINES } from '../../lead-choices/sba';
import {
  CityField,
  ContactSchema,
  HoneypotField,
  choice,
  optionalText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export { SBA_FINANCING, SBA_INTENTS, SBA_TIMELINES } from '../../lead-choices/sba';
export const MAX_PRICE = 100_000_000;

/** /sba: a consultation request from a buyer, a seller or both. Prices are whole US dollars. */
export const SbaLeadSchema = z
  .object({
    contact: ContactSchema,
    intent: choice(SBA_INTENTS),
    city: CityField,
    priceMin: wholeNumber(0, MAX_PRICE),
    priceMax: wholeNumber(1, MAX_PRICE),
    timeline: choice(SBA_TIMELINES),
    financing: choice(SBA_FINANCING),
    notes: optionalText(2000),
    website: HoneypotField,
  })
  .superRefine((v, ctx) => {
    if (v.priceMax < v.priceMin) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: M.priceOrder });
    }
  });
export type SbaLeadInput = z.input<typeof SbaLeadSchema>;
