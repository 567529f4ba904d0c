import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../../tests/support/api';
import { IMPERSONATION_HEADER } from '../../../shared/constants';
import { paymentMethods } from '../../db/tables';
import { sandboxBankToken, sandboxCardToken } from '../../../../tests/support/payments';

const server = useTestServer();
let admin: string;
let landlord: string;
let resident: string;
let other: string;
beforeAll(async () => {
  [admin, landlord, resident, other] = await signInAs(
    server,
    'admin',
    'landlord',
    'resident',
    'marcus.bell',
  );
});

const cardToken = (number: string) => sandboxCardToken(server, number);

async function save(token: string, as = resident) {
  return server.request('POST', '/api/me/payment-methods', { token: as, body: { token } });
}
async function saveCard(number = '4242424242424242', as = resident): Promise<string> {
  const res = await save(await cardToken(number), as);
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const list = async (as = resident) =>
  (await server.request('GET', '/api/me/payment-methods', { token: as })).body as {
    methods: { id: string; autopay: boolean; brand: string; last4: string }[];
    autopay: {
      paymentMethodId: string;
      leaseId: string;
      dueDay: number;
      nextChargeDate: string;
    } | null;
  };
const enrol = (body: unknown, as = resident, headers?: Record<string, string>) =>
  server.request('PUT', '/api/me/autopay', { token: as, body, headers });
const cancel = (as = resident) => server.request('DELETE', '/api/me/autopay', { token: as });

describe('POST /api/me/payment-methods', () => {
  it('keeps the token, the brand and the last four, and answers no token', async () => {
    const token = await cardToken('4242 4242 4242 4242');
    const res = await save(token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'card', brand: 'visa', last4: '4242', autopay: false });
    expect(JSON.stringify(res.body)).not.toContain(token);
    const [row] = await server.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, res.body.id));
    expect(row).toMatchObject({ providerToken: token, last4: '4242', autopay: false });
    expect((await list()).methods.map((m) => m.id)).toContain(res.body.id);
  });

  it('saves a bank account as "bank" with its last four', async () => {
    const token = await sandboxBankToken(server, '000123456789');
    const res = await save(token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'ach', brand: 'bank', last4: '6789' });
  });

  it('verifies a card: a declined one is refused on the token field and not kept', async () => {
    const before = (await list()).methods.length;
    const res = await save(await cardToken('4000000000000002'));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ token: 'Your card was declined.' });
    expect(res.body.codes).toEqual({ token: 'autopay.cardDeclined' });
    expect((await list()).methods).toHaveLength(before);
    // Funds are not checked when saving: that card fails only when it is charged.
    expect((await save(await cardToken('4000000000009995'))).status).toBe(201);
  });

  it('refuses a made-up token and a missing one, naming the field', async () => {
    const made = await save('tok_sbx_ok_4242_nothex');
    expect(made.status).toBe(400);
    expect(made.body.codes).toEqual({ token: 'autopay.tokenInvalid' });
    const missing = await server.request('POST', '/api/me/payment-methods', {
      token: resident,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('token');
  });

  it('is refused to an admin viewing as a resident, a landlord and a visitor', async () => {
    const token = await cardToken('4242424242424242');
    const viewing = await server.request('POST', '/api/me/payment-methods', {
      token: admin,
      body: { token },
      headers: { [IMPERSONATION_HEADER]: 'resident' },
    });
    expect(viewing.status).toBe(403);
    expect(viewing.body.message).toContain('viewing as someone');
    expect((await save(token, landlord)).status).toBe(403);
    expect(
      (await server.request('POST', '/api/me/payment-methods', { body: { token } })).status,
    ).toBe(401);
  });
});

describe('autopay on and off', () => {
  it('turns on with a method for the current lease and says when it charges', async () => {
    const id = await saveCard();
    const lease = (await server.request('GET', '/api/me/lease', { token: resident })).body;
    const res = await enrol({ paymentMethodId: id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paymentMethodId: id,
      leaseId: lease.id,
      dueDay: lease.dueDay,
    });
    expect(res.body.nextChargeDate).toMatch(
      new RegExp(`-${String(lease.dueDay).padStart(2, '0')}$`),
    );
    const after = await list();
    expect(after.autopay).toEqual(res.body);
    expect(after.methods.filter((m) => m.autopay).map((m) => m.id)).toEqual([id]);
    // Twice is the same as once (a double click).
    expect((await enrol({ paymentMethodId: id })).body).toEqual(res.body);
  });

  it('moves to another method, refuses to remove the one in use, and turns off at once', async () => {
    const first = await saveCard();
    const second = await saveCard();
    expect((await enrol({ paymentMethodId: first })).status).toBe(200);
    expect((await enrol({ paymentMethodId: second })).status).toBe(200);
    expect((await list()).methods.filter((m) => m.autopay).map((m) => m.id)).toEqual([second]);

    const inUse = await server.request('DELETE', `/api/me/payment-methods/${second}`, {
      token: resident,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.codes).toEqual({ id: 'autopay.methodInUse' });

    expect((await cancel()).status).toBe(204);
    expect((await list()).autopay).toBeNull();
    expect((await cancel()).status).toBe(204);
    const removed = await server.request('DELETE', `/api/me/payment-methods/${second}`, {
      token: resident,
    });
    expect(removed.status).toBe(204);
    expect((await list()).methods.map((m) => m.id)).not.toContain(second);
    const [row] = await server.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, second));
    // The row stays for the payments that name it; the token is forgotten.
    expect(row!.removedAt).not.toBeNull();
    expect(row!.providerToken).toBe('');
  });

  it('refuses a lease that is not the resident’s, naming leaseId', async () => {
    const id = await saveCard();
    const theirs = (await server.request('GET', '/api/me/lease', { token: other })).body;
    const res = await enrol({ paymentMethodId: id, leaseId: theirs.id });
    expect(res.status).toBe(400);
    expect(res.body.codes).toEqual({ leaseId: 'autopay.leaseChoose' });
    const bad = await enrol({ paymentMethodId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('paymentMethodId');
  });

  it('answers 404 for another resident’s method, and leaves it as it was', async () => {
    const theirs = await saveCard('4242424242424242', other);
    const before = await list(other);
    const removing = await server.request('DELETE', `/api/me/payment-methods/${theirs}`, {
      token: resident,
    });
    expect(removing.status).toBe(404);
    expect((await enrol({ paymentMethodId: theirs })).status).toBe(404);
    expect((await list()).methods.map((m) => m.id)).not.toContain(theirs);
    expect(await list(other)).toEqual(before);
  });

  it('is refused to an admin viewing as a resident', async () => {
    const id = await saveCard();
    const viewing = { [IMPERSONATION_HEADER]: 'resident' };
    expect((await enrol({ paymentMethodId: id }, admin, viewing)).status).toBe(403);
    const off = await server.request('DELETE', '/api/me/autopay', {
      token: admin,
      headers: viewing,
    });
    expect(off.status).toBe(403);
    const remove = await server.request('DELETE', `/api/me/payment-methods/${id}`, {
      token: admin,
      headers: viewing,
    });
    expect(remove.status).toBe(403);
    // Reading is harmless: the admin's own account has no methods.
    const read = await server.request('GET', '/api/me/payment-methods', {
      token: admin,
      headers: viewing,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ methods: [], autopay: null });
  });
});
