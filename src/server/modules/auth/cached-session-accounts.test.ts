import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../../tests/support/api';
import { useTwoInstances } from '../../../../tests/support/two-instances';
import { refreshCookieOf } from '../../../../tests/support/users';
import { users } from '../../db/tables';

// Two instances on one PostgreSQL, as behind a load balancer, each with its own connections:
// each keeps the accounts it has read (no database read per request), and a change made through
// one counts on the other's very next request (docs/decisions/0057). The embedded database serves
// one process, so on PGlite the second "instance" shares the first one's connection and what it
// shows is the trigger's notice within one process.
const instances = useTwoInstances();

async function signInDevice(server: TestServer, email: string) {
  const res = await server.request('POST', '/api/auth/sign-in', {
    body: { email, password: 'Demo-password-1' },
  });
  expect(res.status).toBe(200);
  return { token: res.body.accessToken as string, cookie: refreshCookieOf(res) };
}

const me = (server: TestServer, token: string) => server.request('GET', '/api/auth/me', { token });

async function userId(email: string): Promise<string> {
  const [row] = await instances.first.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

describe('accounts kept by each instance', () => {
  it('a block through one instance refuses the next request on the other', async () => {
    const admin = await instances.first.signIn('admin@example.com');
    const resident = await signInDevice(instances.first, 'user@example.com');
    // Read, and so kept, by the second instance.
    expect((await me(instances.second, resident.token)).status).toBe(200);
    expect((await me(instances.second, resident.token)).status).toBe(200);

    const id = await userId('user@example.com');
    const blocked = await instances.first.request('PATCH', `/api/admin/users/${id}`, {
      token: admin,
      body: { blocked: true },
    });
    expect(blocked.status).toBe(200);
    const refused = await me(instances.second, resident.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('blocked');

    await instances.first.request('PATCH', `/api/admin/users/${id}`, {
      token: admin,
      body: { blocked: false },
    });
  });

  it('a sign-out through one instance refuses the next request on the other', async () => {
    const device = await signInDevice(instances.first, 'landlord2@example.com');
    expect((await me(instances.second, device.token)).status).toBe(200);
    const out = await instances.first.request('POST', '/api/auth/sign-out', {
      headers: { cookie: device.cookie },
    });
    expect(out.status).toBe(204);
    expect((await me(instances.second, device.token)).status).toBe(401);
  });

  it('a role change through one instance is the role of the next request on the other', async () => {
    const admin = await instances.first.signIn('admin@example.com');
    const id = await userId('sb@example.com');
    const broker = await signInDevice(instances.first, 'sb@example.com');
    expect(
      (await instances.second.request('GET', '/api/leads', { token: broker.token })).status,
    ).toBe(200);
    await instances.first.request('PATCH', `/api/admin/users/${id}`, {
      token: admin,
      body: { role: 'resident' },
    });
    // The old token was issued before the change: refused, not served with the old role.
    expect(
      (await instances.second.request('GET', '/api/leads', { token: broker.token })).status,
    ).toBe(401);
    const again = await signInDevice(instances.second, 'sb@example.com');
    expect(
      (await instances.second.request('GET', '/api/leads', { token: again.token })).status,
    ).toBe(403);
    await instances.first.request('PATCH', `/api/admin/users/${id}`, {
      token: admin,
      body: { role: 'sb' },
    });
  });

  it('a change made straight in the database still reaches both instances', async () => {
    const device = await signInDevice(instances.first, 'landlord@example.com');
    expect((await me(instances.second, device.token)).status).toBe(200);
    expect((await me(instances.first, device.token)).status).toBe(200);
    await instances.first.database.db
      .update(users)
      .set({ blocked: true })
      .where(eq(users.email, 'landlord@example.com'));
    // The trigger's notice travels through LISTEN/NOTIFY on PostgreSQL: give it a moment.
    await expect.poll(async () => (await me(instances.second, device.token)).status).toBe(403);
    expect((await me(instances.first, device.token)).status).toBe(403);
    await instances.first.database.db
      .update(users)
      .set({ blocked: false })
      .where(eq(users.email, 'landlord@example.com'));
  });
});
