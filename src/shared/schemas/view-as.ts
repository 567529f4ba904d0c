import { z } from 'zod';
import { PORTAL_ROLES, type PortalRole } from '../constants';
import { ROLE } from '../permissions';
import { validationMessage as message } from '../validation/message';

/** Roles that have people to view as: every portal role but the admin's own (decision 0049). */
export const VIEWABLE_ROLES = PORTAL_ROLES.filter((r) => r !== ROLE.admin) as Exclude<
  PortalRole,
  typeof ROLE.admin
>[];
export type ViewableRole = (typeof VIEWABLE_ROLES)[number];

/** GET /api/view-as/accounts: the accounts of one role an admin may view as, found by name or e-mail. */
export const ViewAsAccountsQuerySchema = z.object({
  role: z.enum(VIEWABLE_ROLES as [ViewableRole, ...ViewableRole[]], { error: 'role.choose' }),
  q: z
    .string()
    .trim()
    .max(120, message('text.tooLong', { max: 120 }))
    .optional(),
});
export type ViewAsAccountsQuery = z.input<typeof ViewAsAccountsQuerySchema>;

export const ViewAsAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type ViewAsAccount = z.infer<typeof ViewAsAccountSchema>;

/** At most this many accounts are listed: the search narrows the rest. */
export const VIEW_AS_ACCOUNTS_LIMIT = 20;

export const ViewAsAccountListSchema = z.object({
  items: z.array(ViewAsAccountSchema),
  /** How many accounts match in all, so the picker can say when the list is cut short. */
  total: z.number().int(),
});
export type ViewAsAccountList = z.infer<typeof ViewAsAccountListSchema>;
