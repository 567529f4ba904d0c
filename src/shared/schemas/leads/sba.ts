import { z } from 'zod';
import {
  CityField,
  ContactSchema,
  HoneypotField,
  choice,
  optionalText,
  wholeNumber,
} from './common';
import { LEAD_MESSAGES as M } from './messages';

export const SBA_INTENTS = ['buying', 'selling', 'both'] as const;
export const SBA_TIMELINES = ['now', '3-months', '6-months', '12-months', 'exploring'] as const;
export const SBA_FINANCING = ['cash', 'pre-approved', 'need-financing', 'selling-only'] as const;
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
