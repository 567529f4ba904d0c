import { z } from 'zod';
import { SPANISH_PREFIX } from '../language-path';
import { routeSlugs } from '../site-map';
import type { ValidationField } from '../validation/english';
import { validationMessage as message } from '../validation/message';
import { localizedInput, requiredText, tooLong } from './editor-fields';

/** Text an operator writes once per language; Spanish may be left empty and falls back to English. */
export const LocalizedTextSchema = z.object({
  en: z.string(),
  es: z.string(),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: 'social.network' }),
  url: z.url({ protocol: /^https$/, error: 'url.https' }).max(300),
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
  /** The address e-mail is sent from, under the brand name; empty: the server's own (SMTP_FROM). */
  senderEmail: z.string(),
  phone: z.string(),
  emergencyPhone: z.string(),
  address: z.string(),
  timeZone: z.string(),
  tagline: LocalizedTextSchema,
  officeHours: LocalizedTextSchema,
  socialLinks: z.array(SocialLinkSchema),
  stormAlert: StormAlertSchema,
  /** The card convenience fee in basis points (295 = 2.95 %), shown before a resident pays. */
  cardFeeBasisPoints: z.number().int(),
  returnedPaymentFeeCents: z.number().int(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** What `/api/site-settings` answers: the stored settings and a fact about this deployment. */
export const SiteSettingsAnswerSchema = SiteSettingsSchema.extend({
  /** The demo accounts, with their published passwords, are open on a public address. */
  demoAccounts: z.boolean(),
  /**
   * Who turns the payer's card or account into a token in the browser: the sandbox's endpoint
   * (no real money), or Stripe.js with this publishable key (decision 0079).
   */
  paymentProcessor: z.object({
    name: z.enum(['sandbox', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
});
export type SiteSettingsAnswer = z.infer<typeof SiteSettingsAnswerSchema>;

const PhoneInputSchema = (field: ValidationField) =>
  requiredText(field, 40).regex(/^[0-9+()\-.\s]+$/, 'phone.format');

/**
 * The company details an admin edits in the portal (every field required there but the sender
 * address, which may stay empty).
 */
export const ContactSettingsSchema = z.object({
  brandName: requiredText('brandName', 60),
  legalName: requiredText('legalName', 120),
  supportEmail: z.string().trim().toLowerCase().pipe(z.email('email.invalid')),
  senderEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, tooLong(254))
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email.invalid'),
  phone: PhoneInputSchema('phone'),
  emergencyPhone: PhoneInputSchema('emergencyPhone'),
  address: requiredText('address', 200),
  tagline: localizedInput('tagline', 160),
  officeHours: localizedInput('officeHours', 120),
});
export type ContactSettingsInput = z.input<typeof ContactSettingsSchema>;

/** An active storm alert needs a title and a body: the banner and /storm show both. */
export const StormAlertInputSchema = z
  .object({
    active: z.boolean(),
    title: z.string().trim().max(120, tooLong(120)).nullable(),
    body: z.string().trim().max(1000, tooLong(1000)).nullable(),
    titleEs: z.string().trim().max(120, tooLong(120)).nullable().optional(),
    bodyEs: z.string().trim().max(1000, tooLong(1000)).nullable().optional(),
  })
  .superRefine((alert, ctx) => {
    // Half a translation would show Spanish readers a title over an English body: both or neither.
    if (alert.titleEs && !alert.bodyEs) {
      ctx.addIssue({
        code: 'custom',
        path: ['bodyEs'],
        message: 'storm.spanishText',
      });
    }
    if (alert.bodyEs && !alert.titleEs) {
      ctx.addIssue({
        code: 'custom',
        path: ['titleEs'],
        message: 'storm.spanishTitle',
      });
    }
    if (!alert.active) return;
    if (!alert.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'storm.title' });
    }
    if (!alert.body) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'storm.body' });
    }
  });
export type StormAlertInput = z.input<typeof StormAlertInputSchema>;

/** PATCH /api/admin/site-settings: any subset of the fields. */
export const UpdateSiteSettingsSchema = ContactSettingsSchema.partial()
  .extend({
    socialLinks: z.array(SocialLinkSchema).max(4, 'social.tooMany').optional(),
    stormAlert: StormAlertInputSchema.optional(),
    cardFeeBasisPoints: z
      .number()
      .int('Enter the fee in basis points, a whole number')
      .min(0, 'Enter a fee of 0 to 1000 basis points (0 to 10 %)')
      .max(1000, 'Enter a fee of 0 to 1000 basis points (0 to 10 %)')
      .optional(),
    returnedPaymentFeeCents: z
      .number()
      .int('Enter the fee in cents, a whole number')
      .min(0, 'Enter a fee of $0 to $100')
      .max(10_000, 'Enter a fee of $0 to $100')
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'change.atLeastOneSetting',
  });
export type UpdateSiteSettingsInput = z.input<typeof UpdateSiteSettingsSchema>;

// ---- CMS pages -------------------------------------------------------------------------------

export const PAGE_LANGUAGES = ['en', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/**
 * Paths the site already uses can't become CMS slugs: the route table would shadow them, the
 * language prefix would make the page Spanish home, and the server answers the rest itself.
 */
export const RESERVED_SLUGS: readonly string[] = [
  ...routeSlugs(),
  SPANISH_PREFIX.slice(1),
  'api',
  'ws',
  'assets',
];

export const PageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, message('text.tooShort', { min: 2 }))
  .max(80, tooLong(80))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug.format')
  .refine((s) => !RESERVED_SLUGS.includes(s), 'slug.reserved');

export const PageLanguageSchema = z.enum(PAGE_LANGUAGES, { error: 'language.choose' });

export const PageInputSchema = z.object({
  slug: PageSlugSchema,
  language: PageLanguageSchema,
  title: requiredText('title', 120),
  description: requiredText('description', 300),
  body: requiredText('pageText', 40_000),
  published: z.boolean().default(true),
});
export type PageInput = z.input<typeof PageInputSchema>;

export const PageUpdateSchema = PageInputSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: 'change.atLeastOneField' },
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
