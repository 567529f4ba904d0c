import { z } from 'zod';

/** The staff e-mail signature form. */
export const SignatureSchema = z.object({
  fullName: z.string().trim().min(1, 'signature.nameRequired').max(80, 'signature.tooLong'),
  jobTitle: z.string().trim().min(1, 'signature.titleRequired').max(80, 'signature.tooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'signature.phoneRequired')
    .max(30, 'signature.tooLong')
    .regex(/^\+?[0-9()\-.\s]{7,}$/, 'signature.phoneInvalid'),
  email: z
    .string()
    .trim()
    .min(1, 'signature.emailRequired')
    .max(120, 'signature.tooLong')
    .pipe(z.email('signature.emailInvalid')),
  office: z.string().min(1, 'signature.officeRequired'),
});
export type SignatureInput = z.infer<typeof SignatureSchema>;
