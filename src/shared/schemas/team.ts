import { z } from 'zod';
import { validationMessage as message } from '../validation/message';
import { localizedInput, requiredText, tooLong } from './editor-fields';
import { LocalizedTextSchema, OfficeSchema } from './site';

// What an admin edits about the team and the offices shown on /blu-world (the public answer,
// GET /api/team, is TeamResponseSchema in ./site). One schema per input: the portal's forms
// resolve with it and the server validates with it.

export const TEAM_LANGUAGES_MAX = 6;

export const TeamLanguagesSchema = z
  .array(z.string().trim().min(1, 'language.empty').max(30, tooLong(30)))
  .min(1, 'language.atLeastOne')
  .max(TEAM_LANGUAGES_MAX, message('language.tooMany', { max: TEAM_LANGUAGES_MAX }))
  .refine(
    (list) => new Set(list.map((l) => l.toLowerCase())).size === list.length,
    'language.duplicate',
  );

export const TeamMemberInputSchema = z.object({
  name: requiredText('fullName', 80),
  title: localizedInput('jobTitle', 80),
  bio: localizedInput('bio', 1000),
  languages: TeamLanguagesSchema,
  /** null: the person is not tied to one office. */
  officeId: z.uuid('office.choose').nullable(),
  /** Position on the page: lower comes first. */
  sort: z.int('number.whole').min(0, 'number.position').max(999, 'number.position'),
});
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

/** PATCH /api/admin/team/:id: any subset of the fields. */
export const TeamMemberUpdateSchema = TeamMemberInputSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'change.atLeastOneField' },
);
export type TeamMemberUpdateInput = z.input<typeof TeamMemberUpdateSchema>;

export const OfficeInputSchema = z.object({
  city: requiredText('city', 60),
  address: requiredText('streetAddress', 200),
  phone: requiredText('phone', 40).regex(/^[0-9+()\-.\s]+$/, 'phone.format'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('email.invalid').max(120, tooLong(120))),
});
export type OfficeInput = z.input<typeof OfficeInputSchema>;

/** PATCH /api/admin/offices/:id: any subset of the fields. */
export const OfficeUpdateSchema = OfficeInputSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'change.atLeastOneField' },
);
export type OfficeUpdateInput = z.input<typeof OfficeUpdateSchema>;

export const TeamMemberIdParamsSchema = z.object({ id: z.uuid('id.teamMember') });
export const OfficeIdParamsSchema = z.object({ id: z.uuid('id.office') });

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
