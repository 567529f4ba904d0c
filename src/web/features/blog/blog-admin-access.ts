import type { Role } from '../../../shared/constants';
import { holds } from '../../../shared/permissions';

export type BlogAdminDecision = 'wait' | 'sign-in' | 'denied' | 'allow';

export interface BlogAdminAccessInput {
  loading: boolean;
  user: { isBlogEditor: boolean } | null;
  /** The effective role: the one viewed as while an admin views as someone. */
  role: Role | null;
  /** True while an admin views the portal as another role or person. */
  viewingAs: boolean;
}

/**
 * Who may use the blog editor (the server's rule for write:blog:any): the roles that hold it
 * (admins), and accounts an admin marked blog editors, except while viewing as someone, when
 * the viewed role alone decides.
 */
export function mayEditBlog({ user, role, viewingAs }: Omit<BlogAdminAccessInput, 'loading'>) {
  if (!user) return false;
  return holds({ role, isBlogEditor: user.isBlogEditor && !viewingAs }, 'write:blog:any');
}

/** /blog-admin: wait for the session, send a signed-out visitor to sign in, then the rule above. */
export function decideBlogAdminAccess(input: BlogAdminAccessInput): BlogAdminDecision {
  if (input.loading) return 'wait';
  if (!input.user) return 'sign-in';
  return mayEditBlog(input) ? 'allow' : 'denied';
}
