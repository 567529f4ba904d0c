import { z } from 'zod';
import {
  BEDROOMS,
  LEAD_CITIES,
  MAX_PROPERTIES,
  OCCUPANCY,
  PROPERTY_TYPES,
} from '../../lead-choices/common';
import { LEAD_MESSAGES as M } from './messages';

// Building blocks every lead form shares. Messages come from messages.ts so the browser can
// show them in the reader's language.

export const requiredText = (max = 200) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);

export const optionalText = (max = 2000) =>
  z.string({ error: M.required }).trim().max(max, M.tooLong);

export const EmailField = z
  .string({ error: M.email })
  .trim()
  .toLowerCase()
  .min(1, M.required)
  .max(254, M.tooLong)
  .pipe(z.email(M.email));

/** Digits, spaces and + ( ) - . only, with at least 7 digits. */
export const PhoneField = z
  .string({ error: M.phone })
  .trim()
  .min(1, M.required)
  .max(40, M.tooLong)
  .regex(/^[0-9+()\-.\s]*$/, M.phone)
  .refine((v) => v.replace(/\D/g, '').length >= 7, M.phone);

/** Empty, or a phone number as above. */
export const OptionalPhoneField = z
  .string({ error: M.phone })
  .trim()
  .max(40, M.tooLong)
  .refine((v) => v === '' || (/^[0-9+()\-.\s]*$/.test(v) && v.replace(/\D/g, '').length >= 7), {
    message: M.phone,
  });

export const ZipField = z
  .string({ error: M.zip })
  .trim()
  .regex(/^\d{5}$/, M.zip);

/** The person who sends the form: shown in the inbox, sent the confirmation e-mail. */
export const ContactSchema = z.object({
  name: requiredText(120).min(2, M.name),
  email: EmailField,
  phone: PhoneField,
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** A checkbox that must be ticked (consent to be contacted, to screening, …). */
export const ConsentField = z
  .boolean({ error: M.consent })
  .refine((v) => v === true, { message: M.consent });

/**
 * The honeypot: a text input hidden from people and assistive technology. People leave it
 * empty; form-filling bots fill it, and the server refuses the submission with a field error.
 */
export const HoneypotField = z.string().max(0, M.honeypot).optional();

/** A calendar date from <input type="date">, YYYY-MM-DD. */
export const DateField = z
  .string({ error: M.date })
  .min(1, M.required)
  .pipe(z.iso.date({ error: M.date }));

/** Empty, or a calendar date. */
export const OptionalDateField = z
  .string({ error: M.date })
  .refine((v) => v === '' || DateField.safeParse(v).success, { message: M.date });

/** Today (in any time zone on Earth, so a visitor in Hawaii is not refused) or later. */
export const FutureDateField = DateField.refine(
  (v) => Date.parse(`${v}T23:59:59Z`) >= Date.now() - 36 * 3600 * 1000,
  { message: M.dateFuture },
);

export const wholeNumber = (min: number, max: number) =>
  z.number({ error: M.number }).int(M.wholeNumber).min(min, M.tooSmall).max(max, M.tooLarge);

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: M.choose });

export {
  BEDROOMS,
  LEAD_CITIES,
  MAX_PROPERTIES,
  OCCUPANCY,
  PROPERTY_TYPES,
  UNDECIDED_PLAN,
} from '../../lead-choices/common';
export const CityField = choice(LEAD_CITIES);

/**
 * A management plan by its slug in the plans table (GET /api/plans, /managed, /compare), or
 * UNDECIDED_PLAN. The plans are data an admin manages, so the schema only checks the shape; the
 * server refuses a slug no plan has (leads/lead-plans.ts).
 */
export const PlanChoiceField = z
  .string({ error: M.choose })
  .trim()
  .min(1, M.choose)
  .max(60, M.choose)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.choose);

/** One property put under management (ma-form, multi-ma, management-prospect). */
export const ManagedPropertySchema = z.object({
  address: requiredText(200),
  unit: optionalText(40),
  city: CityField,
  zip: ZipField,
  type: choice(PROPERTY_TYPES),
  bedrooms: choice(BEDROOMS),
  occupancy: choice(OCCUPANCY),
});
export type ManagedPropertyInput = z.infer<typeof ManagedPropertySchema>;

/** The properties of a lead for several (multi-ma, management-prospect): one to MAX_PROPERTIES. */
export const ManagedPropertiesField = z
  .array(ManagedPropertySchema, { error: M.atLeastOneProperty })
  .min(1, M.atLeastOneProperty)
  .max(MAX_PROPERTIES, M.tooManyProperties);
