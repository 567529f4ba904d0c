import { z } from 'zod';
import { validationMessage as message } from '../validation/message';
import { ALL_ROLES, PORTAL_ROLES } from '../constants';
import { LANGUAGES } from '../language-path';

export const RoleSchema = z.enum(ALL_ROLES as [string, ...string[]]);
export const PortalRoleSchema = z.enum(PORTAL_ROLES);

export const EmailSchema = z
  .string({ error: 'email.enter' })
  .trim()
  .toLowerCase()
  .min(1, 'email.enter')
  .max(254, 'email.tooLong')
  .pipe(z.email('email.invalid'));

/**
 * Length and characters of a new password. The server also refuses common passwords and ones
 * built from the account's e-mail or name (server/modules/auth/password-policy.ts).
 */
export const NewPasswordSchema = z
  .string({ error: 'password.enterNew' })
  .min(10, message('text.tooShort', { min: 10 }))
  .max(128, message('text.tooLong', { max: 128 }))
  .regex(/[a-zA-Z]/, 'password.letter')
  .regex(/[0-9]/, 'password.digit');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'password.enter' })
    .min(1, 'password.enter')
    .max(200, 'password.tooLong'),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: 'resetLink.invalid' })
    .min(20, 'resetLink.invalid')
    .max(200, 'resetLink.invalid'),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const PublicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  /**
   * Marked a blog editor by an admin: holds `write:blog:any` besides the role's permissions
   * (src/shared/permissions.ts `holds`), so the client can draw the blog admin's guard.
   */
  isBlogEditor: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const SignInResponseSchema = z.object({
  accessToken: z.string(),
  user: PublicUserSchema,
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const RoleRecordSchema = z.object({ name: z.string() });

/** The language of an account's e-mails: one of the site's. */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'language.choose' });

/** The signed-in user's own account, as GET/PATCH /api/auth/me answer it. */
export const MeSchema = PublicUserSchema.extend({
  phone: z.string().nullable(),
  /** The language of the e-mails the account receives. */
  language: z.enum(LANGUAGES),
  impersonatedRole: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;
export const MeResponseSchema = z.object({ user: MeSchema });

/** What a signed-in user may change about themselves; e-mail and role are the admin's. */
export const UpdateProfileSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'name.enterYours')
      .max(120, message('text.tooLong', { max: 120 })),
    phone: z
      .string()
      .trim()
      .max(40, message('text.tooLong', { max: 40 }))
      .regex(/^[0-9+()\-.\s]*$/, 'phone.format')
      // An empty phone clears it.
      .transform((p) => p || null)
      .nullable(),
    /** Set when the person picks the site's language in the account menu. */
    language: LanguageSchema,
  })
  .partial();
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

export const ResetPasswordResponseSchema = z.object({ message: z.string(), email: z.string() });
export type MeResponse = z.infer<typeof MeResponseSchema>;
