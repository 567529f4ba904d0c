import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLE } from '../../../shared/permissions';
import { CreateUserSchema } from '../../../shared/schemas/users';
import { englishValidationText } from '../../../shared/validation/english-text';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { inviteUser } from './invite-user';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --email admin@your-company.com --name "Full Name"';

const AdminInputSchema = CreateUserSchema.pick({ email: true, name: true });

/** Reads `--email` and `--name`; throws one readable line per problem. */
export function parseCreateAdminArgs(argv: string[]): { email: string; name: string } {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  const parsed = AdminInputSchema.safeParse({ email: values.email ?? '', name: values.name ?? '' });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `--${String(i.path[0])}: ${englishValidationText(i.message)}`,
    );
    throw new Error([...lines, CREATE_ADMIN_USAGE].join('\n'));
  }
  return parsed.data;
}

/**
 * The embedded database is a directory one process may open at a time: PGlite keeps
 * postmaster.pid there while it is open. Opening it next to a running server would corrupt it.
 */
export function embeddedDatabaseInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'));
}

/**
 * Creates an admin for an operator who started without demo data, and returns a one-time
 * set-password link (valid 7 days) to print; the same link is also queued as an e-mail.
 */
export async function createAdmin(
  deps: { db: Db; mailer: Mailer; config: { publicUrl: string } },
  input: { email: string; name: string },
): Promise<{ id: string; email: string; setPasswordUrl: string }> {
  const user = await inviteUser(deps, null, { ...input, role: ROLE.admin });
  return { id: user.id, email: user.email, setPasswordUrl: user.setPasswordUrl };
}
