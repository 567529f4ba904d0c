import { z } from 'zod';
import { localizedInput } from './editor-fields';
import { COMMUNITY_KINDS } from './places';
import { LocalizedTextSchema } from './site';

/** The longest demo community description is about a quarter of this. */
export const COMMUNITY_DESCRIPTION_LIMIT = 2000;

/** A community as the office edits it in the portal: what its public page says about it. */
export const AdminCommunitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(COMMUNITY_KINDS),
  city: z.object({ slug: z.string(), name: z.string() }),
  description: LocalizedTextSchema,
  updatedAt: z.string(),
});
export type AdminCommunity = z.infer<typeof AdminCommunitySchema>;

export const AdminCommunityListSchema = z.object({ communities: z.array(AdminCommunitySchema) });

export const CommunitySlugParamsSchema = z.object({ slug: z.string().min(1).max(80) });

/** PUT /api/admin/communities/:slug: the description in English (required) and Spanish. */
export const CommunityContentInputSchema = z.object({
  description: localizedInput('description', COMMUNITY_DESCRIPTION_LIMIT),
});
export type CommunityContentInput = z.input<typeof CommunityContentInputSchema>;
export type CommunityContent = z.output<typeof CommunityContentInputSchema>;
