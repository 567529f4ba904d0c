import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createActiveUser } from '../../../../tests/support/users';
import { IMPERSONATED_USER_HEADER, IMPERSONATION_HEADER } from '../../../shared/constants';
import { leaseResidents, leases, payments, properties, units, users } from '../../db/tables';

let server: TestServer;
let admin: string;
let landlordToken: string;
const ids: Record<string, string> = {};

const viewing = (role: string, email: string) => ({
  [IMPERSONATION_HEADER]: role,
  [IMPERSONATED_USER_HEADER]: ids[email]!,
});

async function ownedLease(ownerEmail: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(properties.ownerId, ids[ownerEmail]!))
    .orderBy(asc(leases.id))
    .limit(1);
  if (!row) throw new Error(`${ownerEmail} owns no lease`);
  return row.id;
}

async function propertyIdsOf(ownerEmail: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, ids[ownerEmail]!));
  return rows.map((r) => r.id);
}

async function auditEntries() {
  const res = await server.request('GET', '/api/admin/audit?pageSize=100', { token: admin });
  expect(res.status).toBe(200);
  return res.body.items as {
    actorEmail: string | null;
    impersonatedRole: string | null;
    viewedUserEmail: string | null;
    action: string;
    target: string | null;
  }[];
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.select({ id: users.id, email: users.email }).from(users);
  for (const row of rows) ids[row.email] = row.id;
  [admin, landlordToken] = (await Promise.all(
    ['admin@example.com', 'landlord@example.com'].map((e) => server.signIn(e)),
  )) as [string, string];
});
afterAll(async () => server?.close());

describe('X-Impersonate-User', () => {
  it('is refused (403) to a non-admin, with or without the role header', async () => {
    const withRole = await server.request('GET', '/api/properties', {
      token: landlordToken,
      headers: viewing('landlord', 'landlord2@example.com'),
    });
    expect(withRole.status).toBe(403);
    const alone = await server.request('GET', '/api/properties', {
      token: landlordToken,
      headers: { [IMPERSONATED_USER_HEADER]: ids['landlord2@example.com']! },
    });
    expect(alone.status).toBe(403);
    expect(alone.body.message).toMatch(/only administrators/i);
  });

  it('names what is wrong with the account asked for', async () => {
    const ask = (headers: Record<string, string>) =>
      server.request('GET', '/api/properties', { token: admin, headers });
    const noRole = await ask({ [IMPERSONATED_USER_HEADER]: ids['landlord@example.com']! });
    expect(noRole.status).toBe(400);
    expect(noRole.body.fields[IMPERSONATED_USER_HEADER]).toMatch(/X-Impersonate-Role/);
    const notAnId = await ask({
      [IMPERSONATION_HEADER]: 'landlord',
      [IMPERSONATED_USER_HEADER]: 'x',
    });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.fields[IMPERSONATED_USER_HEADER]).toBe('Not an account id.');
    const unknown = await ask({
      [IMPERSONATION_HEADER]: 'landlord',
      [IMPERSONATED_USER_HEADER]: randomUUID(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[IMPERSONATED_USER_HEADER]).toBe('No account has this id.');
    const wrongRole = await ask(viewing('landlord', 'resident@example.com'));
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.fields[IMPERSONATED_USER_HEADER]).toMatch(/does not hold the role/);
    const anotherAdmin = await ask(viewing('admin', 'admin@example.com'));
    expect(anotherAdmin.status).toBe(403);
  });

  it('refuses a blocked account (403)', async () => {
    const made = await createActiveUser(server, admin, {
      role: 'landlord',
      name: 'View-as Blocked',
    });
    const blocked = await server.request('PATCH', `/api/admin/users/${made.id}`, {
      token: admin,
      body: { blocked: true },
    });
    expect(blocked.status).toBe(200);
    const res = await server.request('GET', '/api/properties', {
      token: admin,
      headers: { [IMPERSONATION_HEADER]: 'landlord', [IMPERSONATED_USER_HEADER]: made.id },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/blocked/);
  });

  it('scopes every read to the landlord viewed as', async () => {
    const headers = viewing('landlord', 'landlord@example.com');
    const list = await server.request('GET', '/api/properties', { token: admin, headers });
    expect(list.status).toBe(200);
    const listed = (list.body.properties as { id: string }[]).map((p) => p.id).sort();
    expect(listed).toEqual((await propertyIdsOf('landlord@example.com')).sort());
    expect(listed.length).toBeGreaterThan(0);
    const theirs = await server.request(
      'GET',
      `/api/leases/${await ownedLease('landlord@example.com')}`,
      { token: admin, headers },
    );
    expect(theirs.status).toBe(200);
    const another = await server.request(
      'GET',
      `/api/leases/${await ownedLease('landlord2@example.com')}`,
      { token: admin, headers },
    );
    expect(another.status).toBe(404);
    // The role alone keeps today's view: the admin's own account, which owns nothing.
    const roleOnly = await server.request('GET', '/api/properties', {
      token: admin,
      headers: { [IMPERSONATION_HEADER]: 'landlord' },
    });
    expect(roleOnly.status).toBe(200);
    expect(roleOnly.body.properties).toEqual([]);
    const me = await server.request('GET', '/api/auth/me', { token: admin, headers });
    expect(me.body.user.email).toBe('landlord@example.com');
  });

  it('reads the resident’s own lease and balance', async () => {
    const [own] = await server.database.db
      .select({ leaseId: leaseResidents.leaseId })
      .from(leaseResidents)
      .innerJoin(leases, eq(leases.id, leaseResidents.leaseId))
      .where(eq(leaseResidents.userId, ids['resident@example.com']!));
    const asResident = await server.request('GET', '/api/me/lease', {
      token: await server.signIn('resident@example.com'),
    });
    const viewed = await server.request('GET', '/api/me/lease', {
      token: admin,
      headers: viewing('resident', 'resident@example.com'),
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body.id).toBe(asResident.body.id);
    expect(viewed.body.balanceCents).toBe(asResident.body.balanceCents);
    expect(own).toBeDefined();
  });

  it('audits a write made meanwhile under the admin, naming the account viewed as', async () => {
    const headers = viewing('landlord', 'landlord@example.com');
    const read = await server.request('POST', '/api/notifications/read-all', {
      token: admin,
      headers,
      body: {},
    });
    expect(read.status).toBe(204);
    const renamed = await server.request('PATCH', '/api/auth/me', {
      token: admin,
      headers,
      body: { name: 'Lena Landlord (fixed by support)' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.email).toBe('landlord@example.com');
    const entries = await auditEntries();
    const hook = entries.find((e) => e.action === 'impersonated POST /api/notifications/read-all');
    expect(hook).toMatchObject({
      actorEmail: 'admin@example.com',
      impersonatedRole: 'landlord',
      viewedUserEmail: 'landlord@example.com',
    });
    const profile = entries.filter(
      (e) => e.viewedUserEmail === 'landlord@example.com' && e.action !== hook!.action,
    );
    expect(profile.length).toBeGreaterThan(0);
    expect(profile.every((e) => e.actorEmail === 'admin@example.com')).toBe(true);
    // The admin's own account was not renamed; the landlord's was.
    const [adminRow] = await server.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, ids['admin@example.com']!));
    expect(adminRow!.name).not.toBe('Lena Landlord (fixed by support)');
  });

  it('refuses a payment while viewing as the resident, and charges nothing', async () => {
    const card = await server.request('POST', '/api/payments/sandbox/tokens', {
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
    });
    expect(card.status).toBe(201);
    const leaseIds = (
      await server.database.db
        .select({ id: leaseResidents.leaseId })
        .from(leaseResidents)
        .where(eq(leaseResidents.userId, ids['resident@example.com']!))
    ).map((r) => r.id);
    const count = async () =>
      (
        await server.database.db
          .select({ id: payments.id })
          .from(payments)
          .where(inArray(payments.leaseId, leaseIds))
      ).length;
    const before = await count();
    const res = await server.request('POST', '/api/payments', {
      token: admin,
      headers: { ...viewing('resident', 'resident@example.com'), 'idempotency-key': randomUUID() },
      body: { amountCents: 100, method: 'card', token: card.body.token },
    });
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/view-as/accounts', () => {
  it('lists unblocked accounts of the role, searched by name or e-mail', async () => {
    const all = await server.request('GET', '/api/view-as/accounts?role=landlord', {
      token: admin,
    });
    expect(all.status).toBe(200);
    const emails = (all.body.items as { email: string; role: string }[]).map((a) => a.email);
    expect(emails).toEqual(
      expect.arrayContaining(['landlord@example.com', 'landlord2@example.com']),
    );
    expect((all.body.items as { role: string }[]).every((a) => a.role === 'landlord')).toBe(true);
    expect(all.body.total).toBe(all.body.items.length);
    const found = await server.request('GET', '/api/view-as/accounts?role=landlord&q=LANDLORD2', {
      token: admin,
    });
    expect((found.body.items as { email: string }[]).map((a) => a.email)).toEqual([
      'landlord2@example.com',
    ]);
    const wildcard = await server.request('GET', '/api/view-as/accounts?role=landlord&q=%25', {
      token: admin,
    });
    expect(wildcard.body.items).toEqual([]);
  });

  it('refuses a bad role (400), a non-admin and an admin viewing as a role (403)', async () => {
    const bad = await server.request('GET', '/api/view-as/accounts?role=admin', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.role).toBeDefined();
    const landlord = await server.request('GET', '/api/view-as/accounts?role=resident', {
      token: landlordToken,
    });
    expect(landlord.status).toBe(403);
    const viewingAs = await server.request('GET', '/api/view-as/accounts?role=resident', {
      token: admin,
      headers: { [IMPERSONATION_HEADER]: 'landlord' },
    });
    expect(viewingAs.status).toBe(403);
  });
});
