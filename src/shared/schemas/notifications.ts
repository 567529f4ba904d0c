import { z } from 'zod';
import { tooLong } from './editor-fields';
import { ALL_ROLES } from '../constants';
import { isInAppPath } from '../in-app-path';

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 2000;
export const NOTIFICATION_PAGE_SIZE = 20;

/** An in-app path ("/storm") or an absolute http(s) address; nothing else can become an href. */
export const NotificationLinkSchema = z
  .string()
  .trim()
  .max(500, tooLong(500))
  .refine(
    (value) => value === '' || isInAppPath(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'link.format',
  );

export const NotificationTitleSchema = z
  .string()
  .trim()
  .min(1, 'notification.title')
  .max(NOTIFICATION_TITLE_MAX, tooLong(NOTIFICATION_TITLE_MAX));

export const NotificationBodySchema = z
  .string()
  .trim()
  .min(1, 'notification.body')
  .max(NOTIFICATION_BODY_MAX, tooLong(NOTIFICATION_BODY_MAX));

const RecipientEmailSchema = z.string().trim().toLowerCase().pipe(z.email('email.invalid'));

const TARGET_FIELDS = ['all', 'role', 'userId', 'email'] as const;

/**
 * What an admin sends. Exactly one target: everyone, every user of a role, one user by id, or
 * one user by e-mail (the form's choice; the server resolves it to the user's id).
 */
export const CreateNotificationSchema = z
  .object({
    title: NotificationTitleSchema,
    body: NotificationBodySchema,
    link: NotificationLinkSchema.nullish(),
    all: z.boolean().optional(),
    role: z.enum(ALL_ROLES as [string, ...string[]], 'role.chooseOne').optional(),
    userId: z.uuid('user.choose').optional(),
    email: RecipientEmailSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const chosen = TARGET_FIELDS.filter((f) =>
      f === 'all' ? value.all === true : value[f] !== undefined,
    );
    if (chosen.length === 1) return;
    // Name the field the sender has to fix: the extra one, or the first when none was given.
    const field = chosen.length === 0 ? 'all' : chosen[1]!;
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: chosen.length === 0 ? 'notification.noTarget' : 'notification.manyTargets',
    });
  });
export type CreateNotificationInput = z.infer<typeof CreateNotificationSchema>;

/**
 * The admin's form: the target picked with a radio, then a role or an e-mail address beside it.
 * `toCreateNotificationInput` turns it into the API's body.
 */
export const SendNotificationFormSchema = z
  .object({
    title: NotificationTitleSchema,
    body: NotificationBodySchema,
    link: NotificationLinkSchema,
    target: z.enum(['all', 'role', 'user']),
    role: z.string(),
    email: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.target === 'role' && !(ALL_ROLES as readonly string[]).includes(value.role)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'role.chooseOne' });
    }
    if (value.target === 'user') {
      const email = RecipientEmailSchema.safeParse(value.email);
      if (!email.success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'email.invalid' });
      }
    }
  });
export type SendNotificationFormInput = z.input<typeof SendNotificationFormSchema>;

export function toCreateNotificationInput(
  form: z.output<typeof SendNotificationFormSchema>,
): CreateNotificationInput {
  const base = { title: form.title, body: form.body, link: form.link || null };
  if (form.target === 'role') return { ...base, role: form.role };
  if (form.target === 'user') return { ...base, email: form.email.trim().toLowerCase() };
  return { ...base, all: true };
}

/**
 * What a notification is about, so the client refreshes it when one arrives. Each topic is also
 * the first part of every query key of the data it names (`['leads', …]`), so the client
 * invalidates `[topic]` and every list and detail of that data reloads.
 */
export const NOTIFICATION_TOPICS = [
  'leads',
  'site',
  'statements',
  'applications',
  'work-orders',
  'maintenance',
  'contracts',
  'broker',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** What a recipient sees, over HTTP and over the socket alike. */
export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  topics: z.array(z.enum(NOTIFICATION_TOPICS)),
});
export type NotificationItem = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  before: z.iso.datetime({ offset: true, error: 'dateTime.iso' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export {
  SOCKET_CLOSE_BLOCKED,
  SOCKET_CLOSE_FORBIDDEN,
  SOCKET_CLOSE_UNAUTHENTICATED,
} from '../socket-close-codes';
