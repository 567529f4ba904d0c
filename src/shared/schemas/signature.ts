import { z } from 'zod';

/**
 * The staff e-mail signature form. Messages are codes, not sentences: the page words them in the
 * visitor's language (signature.json → errors.<code>).
 */
export const SignatureSchema = z.object({
  fullName: z.string().trim().min(1, 'nameRequired').max(80, 'tooLong'),
  jobTitle: z.string().trim().min(1, 'titleRequired').max(80, 'tooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'phoneRequired')
    .max(30, 'tooLong')
    .regex(/^\+?[0-9()\-.\s]{7,}$/, 'phoneInvalid'),
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(120, 'tooLong')
    .pipe(z.email('emailInvalid')),
  office: z.string().min(1, 'officeRequired'),
});
export type SignatureInput = z.infer<typeof SignatureSchema>;
