import { z } from 'zod';
import { LocalizedTextSchema, OfficeSchema } from './site';

// What an admin edits about the team and the offices shown on /blu-world (the public answer,
// GET /api/team, is TeamResponseSchema in ./site). One schema per input: the portal's forms
// resolve with it and the server validates with it.

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `Use at most ${max} characters`);

/** English is required; Spanish may stay empty and the public page then shows the English. */
const localizedInput = (label: string, max: number) =>
  z.object({
    en: requiredText(`${label} in English`, max),
    es: z.string().trim().max(max, `Use at most ${max} characters`),
  });

export const TEAM_LANGUAGES_MAX = 6;

export const TeamLanguagesSchema = z
  .array(z.string().trim().min(1, 'Leave no language empty').max(30, 'Use at most 30 characters'))
  .min(1, 'Add at least one language')
  .max(TEAM_LANGUAGES_MAX, `List at most ${TEAM_LANGUAGES_MAX} languages`)
  .refine(
    (list) => new Set(list.map((l) => l.toLowerCase())).size === list.length,
    'List each language once',
  );

export const TeamMemberInputSchema = z.object({
  name: requiredText('full name', 80),
  title: localizedInput('job title', 80),
  bio: localizedInput('bio', 1000),
  languages: TeamLanguagesSchema,
  /** null: the person is not tied to one office. */
  officeId: z.uuid('Choose an office from the list').nullable(),
  /** Position on the page: lower comes first. */
  sort: z
    .int('Enter a whole number')
    .min(0, 'Use a number from 0 to 999')
    .max(999, 'Use a number from 0 to 999'),
});
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

/** PATCH /api/admin/team/:id: any subset of the fields. */
export const TeamMemberUpdateSchema = TeamMemberInputSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'Change at least one field' },
);
export type TeamMemberUpdateInput = z.input<typeof TeamMemberUpdateSchema>;

export const OfficeInputSchema = z.object({
  city: requiredText('city', 60),
  address: requiredText('street address', 200),
  phone: requiredText('phone number', 40).regex(
    /^[0-9+()\-.\s]+$/,
    'Use digits, spaces and + ( ) - only',
  ),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address').max(120, 'Use at most 120 characters')),
});
export type OfficeInput = z.input<typeof OfficeInputSchema>;

/** PATCH /api/admin/offices/:id: any subset of the fields. */
export const OfficeUpdateSchema = OfficeInputSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'Change at least one field' },
);
export type OfficeUpdateInput = z.input<typeof OfficeUpdateSchema>;

export const TeamMemberIdParamsSchema = z.object({ id: z.uuid('Unknown team member id') });
export const OfficeIdParamsSchema = z.object({ id: z.uuid('Unknown office id') });

export const AdminTeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: LocalizedTextSchema,
  bio: LocalizedTextSchema,
  languages: z.array(z.string()),
  officeId: z.string().nullable(),
  office: z.object({ id: z.string(), slug: z.string(), city: z.string() }).nullable(),
  sort: z.number(),
});
export type AdminTeamMember = z.infer<typeof AdminTeamMemberSchema>;

/** GET /api/admin/team: every member with their office, and every office. */
export const AdminTeamResponseSchema = z.object({
  members: z.array(AdminTeamMemberSchema),
  offices: z.array(OfficeSchema),
});
export type AdminTeamResponse = z.infer<typeof AdminTeamResponseSchema>;
