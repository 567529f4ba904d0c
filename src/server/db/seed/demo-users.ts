import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../client';
import { users } from '../tables';

export const DEMO_PASSWORD = 'Demo-password-1';

/** The demo account marked a blog editor without being an admin. */
export const DEMO_BLOG_EDITOR = 'sb@example.com';

export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Alicia Reyes', role: 'admin', phone: '+1 (305) 555-0101' },
  {
    email: 'landlord@example.com',
    name: 'Martin Kessler',
    role: 'landlord',
    phone: '+1 (954) 555-0117',
  },
  {
    email: 'resident@example.com',
    name: 'Sofia Delgado',
    role: 'resident',
    phone: '+1 (305) 555-0123',
  },
  { email: 'sb@example.com', name: 'Daniel Ortiz', role: 'sb', phone: '+1 (305) 555-0131' },
  { email: 'mt@example.com', name: 'Luis Herrera', role: 'mt', phone: '+1 (786) 555-0148' },
  { email: 'user@example.com', name: 'Emma Walsh', role: 'user', phone: null },
  {
    email: 'blocked@example.com',
    name: 'Victor Lane',
    role: 'resident',
    phone: null,
    blocked: true,
  },
] as const;

export async function seedDemoUsers(db: Db): Promise<Map<string, string>> {
  // One hash serves every demo account: they share the documented password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        name: u.name,
        role: u.role,
        phone: u.phone,
        blocked: 'blocked' in u ? u.blocked : false,
        // The admin holds the blog by role; the broker writes for it as the demo's blog editor
        // who is not an admin (README, demo accounts).
        isBlogEditor: u.role === 'admin' || u.email === DEMO_BLOG_EDITOR,
        passwordHash,
        // Accounts that have existed for a while, so the demo notifications dated earlier reach them.
        createdAt: new Date(Date.now() - 90 * 86_400_000),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}
