import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { DEMO_NON_ADMINS, latestLinkToken, uniqueEmail } from '../../../../tests/support/users';
import { outboxEmails, passwordResets, users } from '../../db/tables';
import { hashOpaqueToken } from '../auth/tokens';

let server: TestServer;
let admin: string;
/** Accounts the seed made (the demo users and any a demo aggregate adds), read before any test. */
let seeded: Array<typeof users.$inferSelect>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  seeded = await server.database.db.select().from(users);
});
afterAll(async () => server?.close());

const list = (query = '', token = admin) =>
  server.request('GET', `/api/admin/users${query}`, { token });
const create = (body: unknown, token = admin) =>
  server.request('POST', '/api/admin/users', { token, body });

describe('GET /api/admin/users', () => {
  it('lists every account with the admin fields and paging', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(seeded.length).toBeGreaterThanOrEqual(7);
    expect(res.body).toMatchObject({ total: seeded.length, page: 1, pageSize: 20 });
    expect(res.body.items).toHaveLength(Math.min(20, seeded.length));
    const adminRow = res.body.items.find((u: { email: string }) => u.email === 'admin@example.com');
    expect(adminRow).toEqual({
      id: expect.any(String),
      email: 'admin@example.com',
      name: 'Alicia Reyes',
      role: 'admin',
      blocked: false,
      phone: '+1 (305) 555-0101',
      isBlogEditor: true,
      language: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|\$argon2/i);
  });

  it('searches name and e-mail, case-insensitively', async () => {
    const byName = await list('?q=SOFIA');
    expect(byName.body.items.map((u: { email: string }) => u.email)).toEqual([
      'resident@example.com',
    ]);
    const byEmail = await list('?q=Blocked@');
    expect(byEmail.body.total).toBe(1);
    expect(byEmail.body.items[0]).toMatchObject({ email: 'blocked@example.com', blocked: true });
    expect((await list('?q=zzz-nobody')).body).toMatchObject({ items: [], total: 0 });
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?q=%25')).body.total).toBe(0);
    expect((await list('?q=_')).body.total).toBe(0);
  });

  it('filters by role, and an empty role means all', async () => {
    const residents = await list('?role=resident&pageSize=100');
    const expected = seeded.filter((u) => u.role === 'resident').map((u) => u.email);
    expect(expected).toEqual(
      expect.arrayContaining(['blocked@example.com', 'resident@example.com']),
    );
    expect(residents.body.items.map((u: { email: string }) => u.email).sort()).toEqual(
      expected.sort(),
    );
    expect((await list('?role=')).body.total).toBe(seeded.length);
  });

  it('pages through every account exactly once', async () => {
    const pages = Math.ceil(seeded.length / 3);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await list(`?page=${page}&pageSize=3`);
      expect(res.body).toMatchObject({ total: seeded.length, page, pageSize: 3 });
      seen.push(...res.body.items.map((u: { id: string }) => u.id));
    }
    expect(seen).toHaveLength(seeded.length);
    expect(new Set(seen).size).toBe(seeded.length);
    expect((await list(`?page=${pages + 1}&pageSize=3`)).body.items).toEqual([]);
  });

  it.each([
    ['?page=0', 'page'],
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=abc', 'pageSize'],
    ['?role=owner', 'role'],
  ])('answers 400 with the field for %s', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('POST /api/admin/users', () => {
  it('creates the account, answers 201 {user} and e-mails a 7-day set-password link', async () => {
    const email = uniqueEmail('invitee');
    const res = await create({
      email: email.toUpperCase(),
      name: '  Grace Hopper ',
      role: 'landlord',
      phone: '+1 305 555 0100',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email,
      name: 'Grace Hopper',
      role: 'landlord',
      blocked: false,
      phone: '+1 305 555 0100',
      isBlogEditor: false,
      language: 'en',
      createdAt: expect.any(String),
    });
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email));
    expect(mail!.subject).toBe('Your Blu account is ready');
    expect(mail!.text).toContain('Alicia Reyes created a Blu account for you');
    const token = await latestLinkToken(server, email);
    const [link] = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashOpaqueToken(token)));
    const days = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(link!.purpose).toBe('invite');

    // Nobody knows the initial password: signing in needs the link first.
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'Invited-password-1' },
    });
    expect(reset.status).toBe(200);
    expect((await server.signIn(email, 'Invited-password-1')).split('.')).toHaveLength(3);
  });

  it('writes the invitation, and the account’s later e-mails, in the language chosen', async () => {
    const email = uniqueEmail('invitada');
    const res = await create({ email, name: 'Lucía Paz', role: 'resident', language: 'es' });
    expect(res.status).toBe(201);
    expect(res.body.user.language).toBe('es');
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email));
    expect(mail!.subject).toBe('Su cuenta de Blu está lista');
    expect(mail!.text).toContain('Hola, Lucía Paz:');
    expect(mail!.text).toContain(`Alicia Reyes creó una cuenta de Blu para usted (${email}).`);
    expect(mail!.text).toContain(`Elegir mi contraseña:\n${server.url}/es/forgot-password?token=`);
    expect(mail!.text).toContain(`Después, inicie sesión en:\n${server.url}/es/auth`);
    expect(mail!.html).toContain('<html lang="es"');
    expect(mail!.html).toContain('>Elegir mi contraseña</a>');

    const refused = await create({ email: uniqueEmail(), name: 'X', role: 'user', language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.language).toBe('Choose English or Spanish');
  });

  it('accepts the default role user and no phone', async () => {
    const res = await create({ email: uniqueEmail(), name: 'Plain User', role: 'user' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'user', phone: null });
  });

  it('answers 409 with fields.email for an e-mail that already has an account', async () => {
    const res = await create({ email: 'Landlord@Example.com', name: 'Someone', role: 'sb' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: 'An account with this e-mail already exists',
      fields: { email: 'An account with this e-mail already exists' },
    });
  });

  it.each([
    [{ name: 'No Email', role: 'user' }, 'email', 'Enter your e-mail address'],
    [{ email: 'bad', name: 'Bad Email', role: 'user' }, 'email', 'Enter a valid e-mail address'],
    [{ email: 'a@example.org', role: 'user' }, 'name', 'Enter the full name'],
    [{ email: 'a@example.org', name: '   ', role: 'user' }, 'name', 'Enter the full name'],
    [{ email: 'a@example.org', name: 'X' }, 'role', 'Choose one of the listed roles'],
    [
      { email: 'a@example.org', name: 'X', role: 'owner' },
      'role',
      'Choose one of the listed roles',
    ],
    [
      { email: 'a@example.org', name: 'X', role: 'user', phone: 'call me' },
      'phone',
      'Use digits, spaces and + ( ) - only',
    ],
  ])('answers 400 with the field for %j', async (body, field, reason) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(reason);
  });
});

describe('who may manage users', () => {
  it.each(DEMO_NON_ADMINS)('refuses %s with 403 on every users route', async (email) => {
    const token = await server.signIn(email);
    const { id } = (await list()).body.items[0];
    const attempts = [
      await list('', token),
      await server.request('GET', `/api/admin/users/${id}`, { token }),
      await create({ email: uniqueEmail(), name: 'Sneaky', role: 'admin' }, token),
      await server.request('PATCH', `/api/admin/users/${id}`, { token, body: { role: 'user' } }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/admin/users')).status).toBe(401);
    expect((await server.request('POST', '/api/admin/users', { body: {} })).status).toBe(401);
  });
});
