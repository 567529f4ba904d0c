import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../../src/server/db/tables';
import type { TestServer } from './api';

export const NEW_PASSWORD = 'Fresh-password-42';

/** A demo person of every role but admin: the ones an admin-only route answers 403. */
export const DEMO_NON_ADMINS = [
  'landlord@example.com',
  'resident@example.com',
  'sb@example.com',
  'mt@example.com',
  'user@example.com',
] as const;

/** The token of the newest set-password link e-mailed to `email`, read from the outbox table. */
export async function latestLinkToken(server: TestServer, email: string): Promise<string> {
  const [mail] = await server.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const match = mail?.text.match(/\/forgot-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no set-password link e-mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** The refresh cookie a response set, as a `cookie` request header value. */
export function refreshCookieOf(res: { headers: Headers }): string {
  const match = (res.headers.get('set-cookie') ?? '').match(/blu_refresh=([^;]*)/);
  if (!match?.[1]) throw new Error('no refresh cookie set');
  return `blu_refresh=${match[1]}`;
}

let counter = 0;
/** A unique address per call, so tests that change accounts never touch the demo users. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.org`;
}

/**
 * Invites a user through the admin API, sets their password from the e-mailed link and signs
 * them in: the account a test may block or change without disturbing the demo users.
 */
export async function createActiveUser(
  server: TestServer,
  adminToken: string,
  input: { role: string; name?: string; email?: string },
): Promise<{ id: string; email: string; accessToken: string; cookie: string }> {
  const email = input.email ?? uniqueEmail(input.role);
  const created = await server.request('POST', '/api/admin/users', {
    token: adminToken,
    body: { email, name: input.name ?? `Test ${input.role}`, role: input.role },
  });
  if (created.status !== 201) throw new Error(`create user: ${created.status}`);
  const token = await latestLinkToken(server, email);
  const reset = await server.request('POST', '/api/auth/reset-password', {
    body: { token, password: NEW_PASSWORD },
  });
  if (reset.status !== 200) throw new Error(`set password: ${reset.status}`);
  const signIn = await server.request('POST', '/api/auth/sign-in', {
    body: { email, password: NEW_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign in: ${signIn.status}`);
  return {
    id: created.body.user.id,
    email,
    accessToken: signIn.body.accessToken,
    cookie: refreshCookieOf(signIn),
  };
}
