import { z } from 'zod';
import { LANGUAGES } from '../language-path';
import { validationMessage as message } from '../validation/message';
import { ALL_ROLES, type Role } from '../constants';
import { EmailSchema, LanguageSchema } from './auth';

/** Roles an admin may give an account: the portal roles plus the default 'user'. */
export const AssignableRoleSchema = z.enum(ALL_ROLES as [Role, ...Role[]], {
  error: 'role.choose',
});

const NameSchema = z
  .string({ error: message('text.required', { field: 'fullName' }) })
  .trim()
  .min(1, message('text.required', { field: 'fullName' }))
  .max(120, message('text.tooLong', { max: 120 }));

const PhoneSchema = z
  .string({ error: 'phone.text' })
  .trim()
  .max(40, message('text.tooLong', { max: 40 }))
  .regex(/^[0-9+()\-.\s]*$/, 'phone.format');

/** Shared paging query: page from 1, at most 100 rows a page. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page.min').default(1),
  pageSize: z.coerce.number().int().min(1, 'pageSize.min').max(100, 'pageSize.max').default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  blocked: z.boolean(),
  phone: z.string().nullable(),
  /** Holds the blog editor (`write:blog:any`) besides the role's permissions. */
  isBlogEditor: z.boolean(),
  /** The language of the e-mails the account receives. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(120, message('text.tooLong', { max: 120 }))
    .optional(),
  // An empty select ("all roles") sends role=.
  role: z.preprocess((r) => (r === '' ? undefined : r), AssignableRoleSchema.optional()),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

export const AdminUserListSchema = pageOf(AdminUserSchema);
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const CreateUserSchema = z.object({
  email: EmailSchema,
  name: NameSchema,
  role: AssignableRoleSchema,
  phone: PhoneSchema.optional().transform((p) => p || undefined),
  /** The language of the invitation and of every later e-mail; English unless chosen. */
  language: LanguageSchema.default('en'),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

export const UpdateUserSchema = z
  .object({
    role: AssignableRoleSchema.optional(),
    blocked: z.boolean({ error: 'user.blockedFlag' }).optional(),
    name: NameSchema.optional(),
  })
  .refine((v) => v.role !== undefined || v.blocked !== undefined || v.name !== undefined, {
    message: 'change.user',
  });
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid('id.user') });

export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  realRole: z.string().nullable(),
  impersonatedRole: z.string().nullable(),
  /** The account the admin viewed as when they made the change (docs/decisions/0049). */
  viewedUserEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = pageOf(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;

export const OUTBOX_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** stored (no SMTP configured), queued, sending, sent or failed. */
  status: z.enum(OUTBOX_STATUSES),
  /** Sending attempts so far; a failed e-mail has used them all. */
  attempts: z.number().int(),
  /** What the mail server answered to the last failed attempt. */
  lastError: z.string().nullable(),
  /** The names of attached files (a completed contract's PDF). */
  attachments: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OutboxListSchema = pageOf(OutboxEmailSchema);
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** The public site settings live with the site feature; re-exported for older imports. */
export { SiteSettingsSchema, type SiteSettings } from './site';

export const MessageResponseSchema = z.object({ message: z.string() });
