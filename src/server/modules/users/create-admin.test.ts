import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createMailer } from '../../lib/mailer';
import { createAdmin, parseCreateAdminArgs } from './create-admin';

// A server that started with SEED_DEMO=false: no accounts at all.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false' }, { seed: false });
});
afterAll(async () => server?.close());

describe('parseCreateAdminArgs', () => {
  it('reads --email and --name, normalising the e-mail', () => {
    expect(parseCreateAdminArgs(['--email', ' Ops@Blu.Example ', '--name', 'Ana Ruiz'])).toEqual({
      email: 'ops@blu.example',
      name: 'Ana Ruiz',
    });
  });

  it.each([
    [[], /--email: Enter your e-mail address/],
    [['--email', 'ops@blu.example'], /--name: Enter the full name/],
    [['--email', 'nope', '--name', 'A'], /--email: Enter a valid e-mail address/],
    [['--mail', 'x'], /Unknown option '--mail'/],
  ])('refuses %j with a line naming the problem and the usage', (argv, problem) => {
    expect(() => parseCreateAdminArgs(argv)).toThrow(problem);
    expect(() => parseCreateAdminArgs(argv)).toThrow(/Usage: npm run create-admin/);
  });
});

describe('createAdmin', () => {
  it('creates an admin whose one-time link sets the password, then signs in', async () => {
    const deps = {
      db: server.database.db,
      mailer: createMailer(undefined, 'no-reply@test'),
      config: { publicUrl: server.url },
    };
    const admin = await createAdmin(deps, { email: 'ops@blu.example', name: 'Ana Ruiz' });
    expect(admin.setPasswordUrl).toMatch(new RegExp(`^${server.url}/forgot-password\\?token=`));
    const token = decodeURIComponent(new URL(admin.setPasswordUrl).searchParams.get('token')!);

    const set = await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'Operator-password-1' },
    });
    expect(set.status).toBe(200);
    const again = await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'Operator-password-2' },
    });
    expect(again.status).toBe(400);

    const access = await server.signIn('ops@blu.example', 'Operator-password-1');
    const users = await server.request('GET', '/api/admin/users', { token: access });
    expect(users.status).toBe(200);
    expect(users.body.items).toEqual([
      expect.objectContaining({ email: 'ops@blu.example', role: 'admin', name: 'Ana Ruiz' }),
    ]);
    const audit = await server.request('GET', '/api/admin/audit', { token: access });
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual([
      'user.password-set',
      'user.create',
    ]);

    await expect(createAdmin(deps, { email: 'ops@blu.example', name: 'Again' })).rejects.toThrow(
      'An account with this e-mail already exists',
    );
  });
});
