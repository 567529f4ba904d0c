import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '../../../../shared/schemas/listings';

/**
 * The photo form's rules, the server's limits checked before upload: type and size give a quick
 * answer here, and the server checks the bytes again (a renamed file is still refused there).
 */
export function photoUploadSchema(messages: {
  required: string;
  type: string;
  size: string;
  alt: string;
}) {
  return z.object({
    file: z
      .custom<FileList>(
        (v) => typeof FileList !== 'undefined' && v instanceof FileList,
        messages.required,
      )
      .refine((list) => list.length === 1, messages.required)
      .refine(
        (list) => (PHOTO_CONTENT_TYPES as readonly string[]).includes(list[0]?.type ?? ''),
        messages.type,
      )
      .refine((list) => (list[0]?.size ?? 0) <= MAX_PHOTO_BYTES, messages.size),
    altText: z.string().trim().max(200, messages.alt),
  });
}
export type PhotoUploadValues = z.output<ReturnType<typeof photoUploadSchema>>;
