import { z } from 'zod';
import type { ValidationField } from '../validation/english';
import { validationMessage as message } from '../validation/message';
import { atMost, localizedInput, negative, notWhole, requiredText } from './editor-fields';
import { MarinaSchema } from './places';
import { LocalizedTextSchema } from './site';

/** How much each piece of a city guide may hold; the longest demo guide texts are about a fifth. */
export const CITY_TEXT_LIMITS = {
  tagline: 160,
  guide: 3000,
  boatingNotes: 1500,
  marinaName: 80,
  marinaDescription: 400,
} as const;

export const MAX_MARINAS_PER_CITY = 20;
/** The largest marinas in Florida have about 1,000 wet slips; dry stacks fewer still. */
export const MAX_MARINA_SLIPS = 5000;
/** The longest superyachts are just under 600 feet. */
export const MAX_VESSEL_LENGTH_FT = 600;

// A refinement rather than .int(): .int() stops the parse, and then the duplicate-name check
// below would not run, so one request would not report every reason.
const wholeNumber = (field: ValidationField, max: number) =>
  z
    .number({ error: notWhole(field) })
    .refine(Number.isInteger, notWhole(field))
    .min(0, negative(field))
    .max(max, atMost(field, max));

export const MarinaInputSchema = z.object({
  name: requiredText('marinaName', CITY_TEXT_LIMITS.marinaName),
  slips: wholeNumber('slips', MAX_MARINA_SLIPS),
  maxLengthFt: wholeNumber('longestVessel', MAX_VESSEL_LENGTH_FT),
  description: localizedInput('description', CITY_TEXT_LIMITS.marinaDescription),
});
export type MarinaInput = z.input<typeof MarinaInputSchema>;

/** Marina names are unique within a city: the public page and the editor tell them apart by name. */
function checkUniqueNames(marinas: unknown[], ctx: z.RefinementCtx<unknown[]>) {
  const seen = new Set<string>();
  marinas.forEach((marina, i) => {
    const name = (marina as { name?: unknown } | null)?.name;
    const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
    if (!key) return;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'name'],
        message: 'marina.duplicateName',
      });
    }
    seen.add(key);
  });
}

/** PUT /api/admin/cities/:slug replaces what the city's marine-lifestyle page says. */
export const CityContentInputSchema = z.object({
  tagline: localizedInput('tagline', CITY_TEXT_LIMITS.tagline),
  guide: localizedInput('guide', CITY_TEXT_LIMITS.guide),
  boatingNotes: localizedInput('boatingNotes', CITY_TEXT_LIMITS.boatingNotes),
  marinas: z
    .array(MarinaInputSchema)
    .max(MAX_MARINAS_PER_CITY, message('marina.tooMany', { max: MAX_MARINAS_PER_CITY }))
    // Also when another marina has an error, so every reason is reported at once.
    .superRefine(checkUniqueNames, { when: (payload) => Array.isArray(payload.value) }),
});
export type CityContentInput = z.input<typeof CityContentInputSchema>;
export type CityContent = z.output<typeof CityContentInputSchema>;

export const CitySlugParamsSchema = z.object({ slug: z.string().min(1).max(80) });

/** A city as the admin editor sees it: everything it can change, plus what identifies it. */
export const AdminCitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string(),
  tagline: LocalizedTextSchema,
  guide: LocalizedTextSchema,
  boatingNotes: LocalizedTextSchema,
  marinas: z.array(MarinaSchema),
  updatedAt: z.string(),
});
export type AdminCity = z.infer<typeof AdminCitySchema>;

export const AdminCityListSchema = z.object({ cities: z.array(AdminCitySchema) });
export type AdminCityList = z.infer<typeof AdminCityListSchema>;
