import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  IMPERSONATED_USER_HEADER,
  IMPERSONATION_HEADER,
  type Role,
} from '../../../shared/constants';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';
import { AppError, forbidden } from '../../lib/app-error';
import { accountColumns } from './sessions';

/** The account a real admin views as: its rows become the actor's (docs/decisions/0049). */
export interface ViewedAccount {
  id: string;
  email: string;
  name: string;
}

const header = (reason: string) =>
  new AppError('validation', `${IMPERSONATED_USER_HEADER}: ${reason}`, {
    fields: { [IMPERSONATED_USER_HEADER]: reason },
  });

/**
 * Checks `X-Impersonate-User` against the signed-in account's real role and the role it views as.
 * Only a real admin may send it, always with `X-Impersonate-Role`; the account must exist, be
 * unblocked, hold exactly that role, and not be one that may itself view as others (viewing as
 * another admin would lend their powers under someone else's name).
 */
export async function resolveViewedAccount(
  db: Db,
  realRole: Role,
  impersonatedRole: Role | null,
  userId: string,
): Promise<ViewedAccount> {
  if (!can(realRole, 'impersonate:role:any')) {
    throw forbidden('Only administrators can view as another person.');
  }
  if (!impersonatedRole) {
    throw header(`Send ${IMPERSONATION_HEADER} with the role of the person viewed as.`);
  }
  if (!z.uuid().safeParse(userId).success) throw header('Not an account id.');
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  if (!account) throw header('No account has this id.');
  if (account.blocked) throw forbidden('This account is blocked: it cannot be viewed as.');
  if (can(account.role as Role, 'impersonate:role:any')) {
    throw forbidden('Viewing as another administrator is not allowed.');
  }
  if (account.role !== impersonatedRole) {
    throw header(`This account does not hold the role ${IMPERSONATION_HEADER} names.`);
  }
  return { id: account.id, email: account.email, name: account.name };
}
