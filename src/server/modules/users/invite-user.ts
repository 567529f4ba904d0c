import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';
import type { Mailer } from '../../lib/mailer';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { hashPassword } from '../auth/passwords';
import { createSetPasswordLink } from '../auth/password-reset';
import { invitationEmail } from '../auth/account-emails';
import type { Language } from '../../../shared/language-path';
import { newOpaqueToken } from '../auth/tokens';
import { readSiteSettings } from '../../lib/site-settings';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists';

export interface NewAccount {
  email: string;
  name: string;
  role: string;
  phone?: string | undefined;
  /** The language of the invitation and the account's later e-mails; English when not given. */
  language?: Language | undefined;
}

const duplicateEmail = () =>
  new AppError('conflict', DUPLICATE_EMAIL_MESSAGE, {
    fields: { email: DUPLICATE_EMAIL_MESSAGE },
  });

/**
 * Creates the account with a random password nobody knows, a 7-day set-password link and the
 * invitation e-mail, all in one transaction. `actor` is null for the operator's CLI.
 */
export async function inviteUser(
  deps: { db: Db; mailer: Mailer; config: { publicUrl: string } },
  actor: (AuditActor & { name?: string }) | null,
  input: NewAccount,
): Promise<typeof users.$inferSelect & { setPasswordUrl: string }> {
  const unusablePasswordHash = await hashPassword(newOpaqueToken());
  const { brandName } = await readSiteSettings(deps.db);
  try {
    return await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing) throw duplicateEmail();
      const now = new Date();
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          role: input.role,
          phone: input.phone ?? null,
          language: input.language ?? 'en',
          passwordHash: unusablePasswordHash,
          tokensValidAfter: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new AppError('internal', 'The account could not be created.');
      const link = await createSetPasswordLink(tx, deps.config.publicUrl, row, 'invite');
      await deps.mailer.queue(
        tx,
        invitationEmail(row, brandName, actor?.name ?? null, link.url, deps.config.publicUrl),
      );
      await recordAudit(tx, actor, {
        action: 'user.create',
        target: `user:${row.email}`,
        after: {
          email: row.email,
          name: row.name,
          role: row.role,
          blocked: row.blocked,
          phone: row.phone,
          language: row.language,
        },
      });
      return { ...row, setPasswordUrl: link.url };
    });
  } catch (err) {
    // Two admins adding the same address at once: the loser hits the unique index.
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
}
