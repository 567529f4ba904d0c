import { z } from 'zod';
import { ALL_ROLES, PORTAL_ROLES } from '../constants';

export const RoleSchema = z.enum(ALL_ROLES as [string, ...string[]]);
export const PortalRoleSchema = z.enum(PORTAL_ROLES);

export const EmailSchema = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address')
  .max(254, 'E-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/**
 * Length and characters of a new password. The server also refuses common passwords and ones
 * built from the account's e-mail or name (server/modules/auth/password-policy.ts).
 */
export const NewPasswordSchema = z
  .string({ error: 'Enter a new password' })
  .min(10, 'Use at least 10 characters')
  .max(128, 'Use at most 128 characters')
  .regex(/[a-zA-Z]/, 'Include at least one letter')
  .regex(/[0-9]/, 'Include at least one digit');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'Password is too long'),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: 'This reset link is not valid' })
    .min(20, 'This reset link is not valid')
    .max(200, 'This reset link is not valid'),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const PublicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const SignInResponseSchema = z.object({
  accessToken: z.string(),
  user: PublicUserSchema,
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const RoleRecordSchema = z.object({ name: z.string() });

/** The signed-in user's own account, as GET/PATCH /api/auth/me answer it. */
export const MeSchema = PublicUserSchema.extend({
  phone: z.string().nullable(),
  isBlogEditor: z.boolean(),
  impersonatedRole: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;
export const MeResponseSchema = z.object({ user: MeSchema });

/** What a signed-in user may change about themselves; e-mail and role are the admin's. */
export const UpdateProfileSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your full name').max(120, 'Use at most 120 characters'),
    phone: z
      .string()
      .trim()
      .max(40, 'Use at most 40 characters')
      .regex(/^[0-9+()\-.\s]*$/, 'Use digits, spaces and + ( ) - only')
      // An empty phone clears it.
      .transform((p) => p || null)
      .nullable(),
  })
  .partial();
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

export const ResetPasswordResponseSchema = z.object({ message: z.string(), email: z.string() });
export type MeResponse = z.infer<typeof MeResponseSchema>;
