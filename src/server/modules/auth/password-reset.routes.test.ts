import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import {
  NEW_PASSWORD,
  createActiveUser,
  latestLinkToken,
  refreshCookieOf,
} from '../../../../tests/support/users';
import { outboxEmails, passwordResets } from '../../db/tables';
import { EXPIRED_LINK_MESSAGE, FORGOT_LIMITS } from './password-reset';
import { VALIDATION_MESSAGES_EN } from '../../../shared/validation/english';
import { hashPassword } from './passwords';
import { hashOpaqueToken } from './tokens';

// The real hashing, watched: a refused link must not cost an argon2 hash.
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const server = useTestServer();
let adminToken: string;
beforeAll(async () => {
  adminToken = await server.signIn('admin@example.com');
});

let ipCounter = 0;
/** Each test asks from its own address so the per-address limit only bites where meant to. */
const forgot = (email: unknown, ip = `192.0.2.${++ipCounter}`) =>
  server.request('POST', '/api/auth/forgot-password', {
    body: { email },
    headers: { 'x-forwarded-for': ip },
  });
const reset = (token: string, password = NEW_PASSWORD) =>
  server.request('POST', '/api/auth/reset-password', { body: { token, password } });
const mailsTo = (email: string) =>
  server.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same body whether or not the account exists', async () => {
    const known = await forgot('resident@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/If an account exists/);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('e-mails an existing account a link to /forgot-password that expires in 30 minutes', async () => {
    await forgot('landlord@example.com');
    const [mail] = await mailsTo('landlord@example.com');
    expect(mail!.subject).toBe('Reset your Blu password');
    expect(mail!.text).toContain(`${server.url}/forgot-password?token=`);
    // Both parts, in the account's language (English unless chosen), from the brand.
    expect(mail!.text).toMatch(/^Reset your Blu password\n\nHello Martin Kessler,\n/);
    expect(mail!.html).toContain('<html lang="en"');
    expect(mail!.html).toMatch(/>Choose a new password<\/a>/);
    expect(mail!.from).toBe('"Blu" <no-reply@localhost>');
    expect(mail!.replyTo).toBe('support@blu.example');
    const token = await latestLinkToken(server, 'landlord@example.com');
    const [row] = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashOpaqueToken(token)));
    // Only the hash is stored.
    expect(row!.tokenHash).not.toBe(token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('sends nothing to a blocked account', async () => {
    expect((await forgot('blocked@example.com')).status).toBe(202);
    expect(await mailsTo('blocked@example.com')).toHaveLength(0);
  });

  it('answers 400 with the field for a missing or invalid e-mail', async () => {
    for (const [email, reason] of [
      [undefined, 'Enter your e-mail address'],
      ['', 'Enter your e-mail address'],
      ['not-an-address', 'Enter a valid e-mail address'],
    ] as const) {
      const res = await forgot(email);
      expect(res.status).toBe(400);
      expect(res.body.fields.email).toBe(reason);
    }
  });

  it('answers 429 with Retry-After after too many requests for one address', async () => {
    const email = 'someone-unknown@example.com';
    for (let i = 0; i < FORGOT_LIMITS.perAccount; i++) {
      expect((await forgot(email, `192.0.2.${200 + i}`)).status).toBe(202);
    }
    const res = await forgot(email, '192.0.2.250');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 after too many requests from one client address', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < FORGOT_LIMITS.perAddress; i++) {
      expect((await forgot(`spray-${i}@example.com`, ip)).status).toBe(202);
    }
    const res = await forgot('spray-last@example.com', ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a reset for an account that reads Spanish', () => {
  it('is written in Spanish once the account chose Spanish, and its /es link sets the password', async () => {
    const user = await createActiveUser(server, adminToken, {
      role: 'resident',
      name: 'Lucía Paz',
    });
    const chose = await server.request('PATCH', '/api/auth/me', {
      token: user.accessToken,
      body: { language: 'es' },
    });
    expect(chose.status).toBe(200);
    expect(chose.body.user.language).toBe('es');

    await forgot(user.email);
    const [mail] = (await mailsTo(user.email)).filter(
      (m) => m.subject !== 'Your Blu account is ready',
    );
    expect(mail!.subject).toBe('Restablezca su contraseña de Blu');
    expect(mail!.text).toContain('Hola, Lucía Paz:');
    expect(mail!.text).toContain('Elija una contraseña nueva en los próximos 30 minutos.');
    expect(mail!.text).toContain(
      `Elegir una contraseña nueva:\n${server.url}/es/forgot-password?token=`,
    );
    expect(mail!.text).toContain('El equipo de Blu');
    expect(mail!.text).not.toMatch(/Hello|Reset your|Choose a new/);
    expect(mail!.html).toContain('<html lang="es"');
    expect(mail!.html).toContain('>Hola, Lucía Paz:</p>');
    expect(mail!.html).toContain(`href="${server.url}/es/forgot-password?token=`);
    expect(mail!.from).toBe('"Blu" <no-reply@localhost>');

    const token = await latestLinkToken(server, user.email);
    expect((await reset(token, 'Otra-contrasena-42')).status).toBe(200);
  });

  it('refuses a language the site does not have', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'resident' });
    const res = await server.request('PATCH', '/api/auth/me', {
      token: user.accessToken,
      body: { language: 'fr' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.language).toBe('Choose English or Spanish');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once, ends every session, and the link then stops working', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'resident' });
    await forgot(user.email);
    const token = await latestLinkToken(server, user.email);

    const res = await reset(token, 'Another-password-7');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String), email: user.email });

    // Old access token and refresh cookie are dead; the new password works, the old does not.
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      401,
    );
    const refreshed = await server.request('POST', '/api/auth/refresh', {
      headers: { cookie: user.cookie },
    });
    expect(refreshed.status).toBe(401);
    const signIn = (password: string) =>
      server.request('POST', '/api/auth/sign-in', { body: { email: user.email, password } });
    expect((await signIn(NEW_PASSWORD)).status).toBe(401);
    const ok = await signIn('Another-password-7');
    expect(ok.status).toBe(200);
    expect(refreshCookieOf(ok)).toMatch(/blu_refresh=/);

    const again = await reset(token, 'Third-password-9');
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ token: EXPIRED_LINK_MESSAGE });
  });

  it('refuses an expired link', async () => {
    await forgot('sb@example.com');
    const token = await latestLinkToken(server, 'sb@example.com');
    await server.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashOpaqueToken(token)));
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.fields.token).toBe(EXPIRED_LINK_MESSAGE);
    // The password did not change.
    expect(
      (
        await server.request('POST', '/api/auth/sign-in', {
          body: { email: 'sb@example.com', password: 'Demo-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an unknown link with the same message', async () => {
    const res = await reset('x'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation',
      fields: { token: EXPIRED_LINK_MESSAGE },
    });
  });

  it('refuses a weak password with the field and keeps the link usable', async () => {
    await forgot('mt@example.com');
    const token = await latestLinkToken(server, 'mt@example.com');
    for (const [password, reason] of [
      ['short1', 'Use at least 10 characters'],
      ['onlyletters-here', 'Include at least one digit'],
      ['1234567890123', 'Include at least one letter'],
    ]) {
      const res = await reset(token, password);
      expect(res.status).toBe(400);
      expect(res.body.fields.password).toBe(reason);
    }
    expect((await reset(token)).status).toBe(200);
  });

  it('looks the link up before hashing: an unknown or spent link costs no hash', async () => {
    vi.mocked(hashPassword).mockClear();
    const res = await reset('y'.repeat(43), 'Harbor-lights-7');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ token: EXPIRED_LINK_MESSAGE });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses the most common passwords, whatever their case, and keeps the link usable', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'sb' });
    await forgot(user.email);
    const token = await latestLinkToken(server, user.email);
    for (const password of ['password12', 'qwerty12345', 'Password123', '1q2w3e4r5t']) {
      const res = await reset(token, password);
      expect(res.status, password).toBe(400);
      expect(res.body.fields, password).toEqual({
        password: VALIDATION_MESSAGES_EN['password.common'],
      });
    }
    expect((await reset(token, 'Mangrove-tide-83')).status).toBe(200);
  });

  it('refuses a password built from the account’s e-mail or name', async () => {
    const user = await createActiveUser(server, adminToken, {
      role: 'resident',
      name: 'Marisol Quintana',
    });
    const local = user.email.split('@')[0]!;
    await forgot(user.email);
    const token = await latestLinkToken(server, user.email);
    for (const password of [`${local}-2026!`, 'Marisol.Quintana1', 'quintana-MARISOL-99']) {
      const res = await reset(token, password);
      expect(res.status, password).toBe(400);
      expect(res.body.fields, password).toEqual({
        password: VALIDATION_MESSAGES_EN['password.personal'],
      });
    }
    // Her name next to words of her own is fine.
    expect((await reset(token, 'Marisol-sails-the-Keys-4')).status).toBe(200);
  });

  it('allows up to 128 characters', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'mt' });
    await forgot(user.email);
    const token = await latestLinkToken(server, user.email);
    const tooLong = await reset(token, `a1${'x'.repeat(127)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.password).toBe('Use at most 128 characters');
    expect((await reset(token, `a1${'x'.repeat(126)}`)).status).toBe(200);
    // The demo accounts keep signing in with their password: stored ones are not re-checked.
    const demo = await server.request('POST', '/api/auth/sign-in', {
      body: { email: 'landlord@example.com', password: 'Demo-password-1' },
    });
    expect(demo.status).toBe(200);
  });

  it('spends every other outstanding link of the account too', async () => {
    await forgot('user@example.com');
    const first = await latestLinkToken(server, 'user@example.com');
    await forgot('user@example.com');
    const second = await latestLinkToken(server, 'user@example.com');
    expect(second).not.toBe(first);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first)).status).toBe(400);
  });

  it('writes the reset to the audit log without any secret', async () => {
    const audit = await server.request('GET', '/api/admin/audit?pageSize=100', {
      token: await server.signIn('admin@example.com'),
    });
    const entry = audit.body.items.find(
      (e: { action: string; target: string }) =>
        e.action === 'user.password-reset' && e.target === 'user:user@example.com',
    );
    expect(entry).toMatchObject({ actorEmail: 'user@example.com', before: null, after: null });
  });
});
