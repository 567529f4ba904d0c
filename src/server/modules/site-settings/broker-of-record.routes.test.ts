import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../../tests/support/api';

const server = useTestServer();
let admin: string;
let landlord: string;
beforeAll(async () => {
  [admin, landlord] = await signInAs(server, 'admin', 'landlord');
});

const PATH = '/api/admin/broker-of-record';

describe('the broker of record', () => {
  it('is read and named by admins only', async () => {
    expect((await server.request('GET', PATH)).status).toBe(401);
    expect((await server.request('GET', PATH, { token: landlord })).status).toBe(403);
    const put = await server.request('PUT', PATH, { token: landlord, body: { userId: admin } });
    expect(put.status).toBe(403);
  });

  it('lists the admins who may sign, and refuses anyone else next to the field', async () => {
    const res = await server.request('GET', PATH, { token: admin });
    expect(res.status).toBe(200);
    const emails = res.body.candidates.map((c: { email: string }) => c.email);
    expect(emails).toContain('admin@example.com');
    expect(emails).not.toContain('landlord@example.com');

    const notAnId = await server.request('PUT', PATH, { token: admin, body: { userId: 'x' } });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.fields).toEqual({
      userId: 'Choose an admin whose account is not blocked',
    });

    const users = await server.request('GET', '/api/admin/users?q=landlord%40example.com', {
      token: admin,
    });
    const landlordId = users.body.items.find(
      (u: { email: string }) => u.email === 'landlord@example.com',
    ).id;
    const notAdmin = await server.request('PUT', PATH, {
      token: admin,
      body: { userId: landlordId },
    });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.codes).toEqual({ userId: 'broker.choose' });
    expect((await server.request('GET', PATH, { token: admin })).body.brokerOfRecord).toEqual(
      res.body.brokerOfRecord,
    );
  });

  it('names an admin, audited, and that admin is the one the reconciliation asks for', async () => {
    const before = await server.request('GET', PATH, { token: admin });
    const chosen = before.body.candidates.find(
      (c: { email: string }) => c.email === 'admin@example.com',
    );
    const res = await server.request('PUT', PATH, { token: admin, body: { userId: chosen.id } });
    expect(res.status).toBe(200);
    expect(res.body.brokerOfRecord).toEqual(chosen);
    const audit = await server.request('GET', '/api/admin/audit?pageSize=5', { token: admin });
    const entry = audit.body.items.find(
      (e: { action: string }) => e.action === 'site-settings.broker-of-record',
    );
    expect(entry).toMatchObject({
      actorEmail: 'admin@example.com',
      after: { brokerOfRecordId: chosen.id, name: chosen.name },
    });
  });
});
