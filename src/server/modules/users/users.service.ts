import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { can, type Permission } from '../../../shared/permissions';
import type {
  AdminUser,
  AdminUserList,
  CreateUserSchema,
  UpdateUserInput,
  AdminUserListQuerySchema,
} from '../../../shared/schemas/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { forgetCachedAccount, hearAccountChange } from '../auth/cached-session-accounts';
import { revokeAllRefreshTokens } from '../auth/sessions';
import { inviteUser } from './invite-user';
import { apiColumns } from '../../lib/api-columns';

type UserRow = typeof users.$inferSelect;

export function toAdminUser(u: UserRow): AdminUser {
  return apiColumns(u, [
    'id',
    'email',
    'name',
    'role',
    'blocked',
    'phone',
    'isBlogEditor',
    'language',
    'createdAt',
  ]);
}

/** Route checks come first; services check again so no other caller can skip them. */
function assertCan(actor: Actor, permission: Permission): void {
  if (!can(actor.role, permission)) throw forbidden();
}

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(
  db: Db,
  actor: Actor,
  query: z.output<typeof AdminUserListQuerySchema>,
): Promise<AdminUserList> {
  assertCan(actor, 'read:users:any');
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    items: rows.map(toAdminUser),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getUser(db: Db, actor: Actor, id: string): Promise<AdminUser> {
  assertCan(actor, 'read:users:any');
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return toAdminUser(row);
}

export async function createUser(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof CreateUserSchema>,
): Promise<AdminUser> {
  assertCan(actor, 'write:users:any');
  const row = await inviteUser(ctx, actor, input);
  return toAdminUser(row);
}

const snapshot = (u: UserRow) => ({
  email: u.email,
  name: u.name,
  role: u.role,
  blocked: u.blocked,
  phone: u.phone,
});

/**
 * Role, block and name changes in one transaction with their audit entries. Blocking or a new
 * role makes every access token issued so far invalid (tokensValidAfter); blocking also revokes
 * the refresh tokens. Both, after commit, tell every instance to close the user's live sockets:
 * a blocked user's for good, a changed role's so that they reconnect as the new role.
 */
export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: UpdateUserInput,
): Promise<AdminUser> {
  assertCan(actor, 'write:users:any');
  if (id === actor.id && patch.blocked === true) {
    throw fieldError('blocked', 'user.blockSelf');
  }
  // Nobody may take away their own power to manage users: the company would be left without it.
  if (id === actor.id && patch.role !== undefined && !can(patch.role, 'write:users:any')) {
    throw fieldError('role', 'user.demoteSelf');
  }
  const heard = hearAccountChange(ctx.bus, id);
  const { user, endSessions, changed } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('User');
    const changes: Partial<UserRow> = {};
    if (patch.name !== undefined && patch.name !== before.name) changes.name = patch.name;
    if (patch.role !== undefined && patch.role !== before.role) changes.role = patch.role;
    if (patch.blocked !== undefined && patch.blocked !== before.blocked) {
      changes.blocked = patch.blocked;
    }
    if (Object.keys(changes).length === 0) {
      return { user: before, endSessions: false, changed: false };
    }

    const now = new Date();
    changes.updatedAt = now;
    if (changes.role !== undefined || changes.blocked === true) changes.tokensValidAfter = now;
    const [after] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    if (!after) throw new AppError('internal', 'The user could not be updated.');
    if (changes.blocked === true) await revokeAllRefreshTokens(tx, id);

    const action =
      changes.blocked === true
        ? 'user.block'
        : changes.blocked === false
          ? 'user.unblock'
          : changes.role !== undefined
            ? 'user.role-change'
            : 'user.update';
    await recordAudit(tx, actor, {
      action,
      target: `user:${before.email}`,
      before: snapshot(before),
      after: snapshot(after),
    });
    return {
      user: after,
      endSessions: changes.blocked === true || changes.role !== undefined,
      changed: true,
    };
  });
  forgetCachedAccount(ctx.db, user.id);
  if (changed) await heard();
  if (endSessions) {
    await ctx.bus.publish({ type: 'session-ended', userId: user.id }).catch(() => {
      // The change is committed and every request checks it; only an open live socket would
      // keep its old state until it reconnects, which is no reason to report it as failed.
    });
  }
  return toAdminUser(user);
}

/**
 * Marks an account a blog editor or not (the switch in user management), audited. Like a role
 * change, it makes the account's access tokens issued so far invalid, so its client refreshes and
 * draws the new guard, and closes its live sockets; the server's check counts at the next request
 * on every instance either way (the account is re-read once the database announces the change).
 */
export async function setBlogEditor(
  ctx: AppContext,
  actor: Actor,
  id: string,
  isBlogEditor: boolean,
): Promise<AdminUser> {
  assertCan(actor, 'write:users:any');
  const heard = hearAccountChange(ctx.bus, id);
  const { user, changed } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('User');
    if (before.isBlogEditor === isBlogEditor) return { user: before, changed: false };
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set({ isBlogEditor, updatedAt: now, tokensValidAfter: now })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw new AppError('internal', 'The user could not be updated.');
    await recordAudit(tx, actor, {
      action: isBlogEditor ? 'user.blog-editor-grant' : 'user.blog-editor-revoke',
      target: `user:${before.email}`,
      before: { isBlogEditor: before.isBlogEditor },
      after: { isBlogEditor: after.isBlogEditor },
    });
    return { user: after, changed: true };
  });
  forgetCachedAccount(ctx.db, user.id);
  if (changed) {
    await heard();
    await ctx.bus.publish({ type: 'session-ended', userId: user.id }).catch(() => {
      // Committed and checked on every request; only a live socket keeps its state until it
      // reconnects.
    });
  }
  return toAdminUser(user);
}
