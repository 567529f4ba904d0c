import { z } from 'zod';

/** Text an operator writes once per language; Spanish may be left empty and falls back to English. */
export const LocalizedTextSchema = z.object({
  en: z.string(),
  es: z.string(),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: 'Choose Instagram, Facebook, LinkedIn or YouTube' }),
  url: z.url({ protocol: /^https$/, error: 'Enter a full https:// address' }).max(300),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** The alert is written in English; the Spanish text is optional and shown to Spanish readers. */
export const StormAlertSchema = z.object({
  active: z.boolean(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  titleEs: z.string().nullable(),
  bodyEs: z.string().nullable(),
});
export type StormAlert = z.infer<typeof StormAlertSchema>;

/** What GET /api/site-settings answers: everything the public frame shows about the company. */
export const SiteSettingsSchema = z.object({
  brandName: z.string(),
  legalName: z.string(),
  supportEmail: z.string(),
  phone: z.string(),
  emergencyPhone: z.string(),
  address: z.string(),
  timeZone: z.string(),
  tagline: LocalizedTextSchema,
  officeHours: LocalizedTextSchema,
  socialLinks: z.array(SocialLinkSchema),
  stormAlert: StormAlertSchema,
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** What `/api/site-settings` answers: the stored settings and a fact about this deployment. */
export const SiteSettingsAnswerSchema = SiteSettingsSchema.extend({
  /** The demo accounts, with their published passwords, are open on a public address. */
  demoAccounts: z.boolean(),
});
export type SiteSettingsAnswer = z.infer<typeof SiteSettingsAnswerSchema>;

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `Use at most ${max} characters`);

const LocalizedInputSchema = (label: string, max: number) =>
  z.object({
    en: requiredText(`${label} in English`, max),
    es: z.string().trim().max(max, `Use at most ${max} characters`),
  });

const PhoneInputSchema = (label: string) =>
  requiredText(label, 40).regex(/^[0-9+()\-.\s]+$/, 'Use digits, spaces and + ( ) - only');

/** The company details an admin edits in the portal (every field required there). */
export const ContactSettingsSchema = z.object({
  brandName: requiredText('brand name', 60),
  legalName: requiredText('legal name', 120),
  supportEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
  phone: PhoneInputSchema('phone number'),
  emergencyPhone: PhoneInputSchema('emergency phone number'),
  address: requiredText('address', 200),
  tagline: LocalizedInputSchema('tagline', 160),
  officeHours: LocalizedInputSchema('office hours', 120),
});
export type ContactSettingsInput = z.input<typeof ContactSettingsSchema>;

/** An active storm alert needs a title and a body: the banner and /storm show both. */
export const StormAlertInputSchema = z
  .object({
    active: z.boolean(),
    title: z.string().trim().max(120, 'Use at most 120 characters').nullable(),
    body: z.string().trim().max(1000, 'Use at most 1000 characters').nullable(),
    titleEs: z.string().trim().max(120, 'Use at most 120 characters').nullable().optional(),
    bodyEs: z.string().trim().max(1000, 'Use at most 1000 characters').nullable().optional(),
  })
  .superRefine((alert, ctx) => {
    // Half a translation would show Spanish readers a title over an English body: both or neither.
    if (alert.titleEs && !alert.bodyEs) {
      ctx.addIssue({
        code: 'custom',
        path: ['bodyEs'],
        message: 'Add the Spanish text too, or leave both Spanish fields empty',
      });
    }
    if (alert.bodyEs && !alert.titleEs) {
      ctx.addIssue({
        code: 'custom',
        path: ['titleEs'],
        message: 'Add the Spanish title too, or leave both Spanish fields empty',
      });
    }
    if (!alert.active) return;
    if (!alert.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Enter a title for the alert' });
    }
    if (!alert.body) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'Say what owners should do' });
    }
  });
export type StormAlertInput = z.input<typeof StormAlertInputSchema>;

/** PATCH /api/admin/site-settings: any subset of the fields. */
export const UpdateSiteSettingsSchema = ContactSettingsSchema.partial()
  .extend({
    socialLinks: z.array(SocialLinkSchema).max(4, 'Add at most four links').optional(),
    stormAlert: StormAlertInputSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Change at least one setting',
  });
export type UpdateSiteSettingsInput = z.input<typeof UpdateSiteSettingsSchema>;

// ---- CMS pages -------------------------------------------------------------------------------

export const PAGE_LANGUAGES = ['en', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Paths the site already uses can't become CMS slugs: the route table would shadow them. */
export const RESERVED_SLUGS = [
  'auth',
  'forgot-password',
  'dashboard',
  'portal',
  'admin_panel',
  'blu-world',
  'thank-you',
  'concierge',
  'ma-form',
  'evictions-public',
  'neighbors',
  'cba',
  'collaboration',
  'pay',
  'multi-ma',
  'car',
  'managed',
  'renewal',
  'storm',
  'referral',
  'sbp',
  'compare',
  'community',
  'marine-lifestyle',
  'slp',
  'contracts',
  'blu-team',
  'sba',
  'management-prospect',
  'blog',
  'blog-admin',
  'maintenance',
  '404',
  'api',
  'ws',
  'assets',
] as const;

export const PageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'Use at least 2 characters')
  .max(80, 'Use at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes')
  .refine(
    (s) => !(RESERVED_SLUGS as readonly string[]).includes(s),
    'This address is taken by another page',
  );

export const PageLanguageSchema = z.enum(PAGE_LANGUAGES, { error: 'Choose English or Spanish' });

export const PageInputSchema = z.object({
  slug: PageSlugSchema,
  language: PageLanguageSchema,
  title: requiredText('title', 120),
  description: requiredText('description', 300),
  body: requiredText('page text', 40_000),
  published: z.boolean().default(true),
});
export type PageInput = z.input<typeof PageInputSchema>;

export const PageUpdateSchema = PageInputSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'Change at least one field' },
);
export type PageUpdateInput = z.input<typeof PageUpdateSchema>;

export const PageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof PageSchema>;

export const PageLanguageQuerySchema = z.object({
  lang: z.enum(PAGE_LANGUAGES).optional().catch(undefined),
});

// ---- team and offices ------------------------------------------------------------------------

export const OfficeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Office = z.infer<typeof OfficeSchema>;

export const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: LocalizedTextSchema,
  bio: LocalizedTextSchema,
  languages: z.array(z.string()),
  officeCity: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamResponseSchema = z.object({
  members: z.array(TeamMemberSchema),
  offices: z.array(OfficeSchema),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;
