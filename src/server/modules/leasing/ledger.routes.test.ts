import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import { leadReferenceCounters, payments } from '../../db/tables';
import { postDueCharges } from './rent-run';

let server: TestServer;
let admin: string;
let landlord: string;
let resident: string;
let leaseId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, landlord, resident] = (await Promise.all(
    ['admin', 'landlord', 'resident'].map((n) => server.signIn(`${n}@example.com`)),
  )) as [string, string, string];
  leaseId = await createTestLease(server.database.db, {
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    monthlyRentCents: 200_000,
  });
  await postDueCharges(server.database.db, new Date('2026-04-15T16:00:00Z'));
});
afterAll(async () => server?.close());

const balance = async () =>
  (await server.request('GET', `/api/leases/${leaseId}`, { token: admin })).body.balanceCents;

describe('manual charges', () => {
  it('posts a utility charge and a credit (stored negative), each with a reference', async () => {
    const before = await balance();
    const utility = await server.request('POST', `/api/leases/${leaseId}/charges`, {
      token: admin,
      body: { kind: 'utility', amountCents: 4_250, description: 'Water, March' },
    });
    expect(utility.status).toBe(201);
    expect(utility.body).toMatchObject({ kind: 'utility', amountCents: 4_250 });
    expect(utility.body.reference).toMatch(/^INV-\d{4}-\d{6}$/);
    const credit = await server.request('POST', `/api/leases/${leaseId}/charges`, {
      token: admin,
      body: { kind: 'concession', amountCents: 10_000, description: 'Pool closed a week' },
    });
    expect(credit.body.amountCents).toBe(-10_000);
    expect(await balance()).toBe(before + 4_250 - 10_000);
  });

  it('refuses rent by hand, other roles, and unknown leases', async () => {
    const rent = await server.request('POST', `/api/leases/${leaseId}/charges`, {
      token: admin,
      body: { kind: 'rent', amountCents: 1, description: 'x' },
    });
    expect(rent.status).toBe(400);
    expect(rent.body.fields).toHaveProperty('kind');
    const body = { kind: 'other', amountCents: 1, description: 'x' };
    for (const token of [landlord, resident]) {
      const res = await server.request('POST', `/api/leases/${leaseId}/charges`, { token, body });
      expect(res.status).toBe(403);
    }
    const missing = await server.request(
      'POST',
      '/api/leases/00000000-0000-4000-8000-000000000000/charges',
      { token: admin, body },
    );
    expect(missing.status).toBe(404);
  });
});

describe('office payments', () => {
  it('needs the check number for a check', async () => {
    const res = await server.request('POST', `/api/leases/${leaseId}/payments`, {
      token: admin,
      body: { amountCents: 1_000, method: 'check', idempotencyKey: 'check-without-number' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ externalReference: 'Enter the check or money-order number' });
  });

  it('records one payment for concurrent requests with the same idempotency key', async () => {
    const before = await balance();
    const body = {
      amountCents: 200_000,
      method: 'check',
      externalReference: '1042',
      idempotencyKey: 'office-check-1042-a',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request('POST', `/api/leases/${leaseId}/payments`, { token: admin, body }),
      ),
    );
    expect(answers.map((a) => a.status).sort((x, y) => x - y)).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers[0]!.body.reference).toMatch(/^PAY-\d{4}-\d{6}$/);
    const rows = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(await balance()).toBe(before - 200_000);
    // The requests that answered the first payment took no PAY number: the series stays gapless.
    const [counter] = await server.database.db
      .select({ last: leadReferenceCounters.lastValue })
      .from(leadReferenceCounters)
      .where(eq(leadReferenceCounters.prefix, 'PAY'));
    const numbered = await server.database.db.select({ id: payments.id }).from(payments);
    expect(counter?.last).toBe(numbered.length);

    const reused = await server.request('POST', `/api/leases/${leaseId}/payments`, {
      token: admin,
      body: { ...body, amountCents: 1_000 },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.fields).toHaveProperty('idempotencyKey');
  });

  it('reverses a payment once, with a reason, putting the amount back', async () => {
    const paid = await server.request('POST', `/api/leases/${leaseId}/payments`, {
      token: admin,
      body: { amountCents: 50_000, method: 'cash', idempotencyKey: 'office-cash-reverse-1' },
    });
    const before = await balance();
    const noReason = await server.request('POST', `/api/payments/${paid.body.id}/reverse`, {
      token: admin,
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Enter the reason' });
    const reversed = await server.request('POST', `/api/payments/${paid.body.id}/reverse`, {
      token: admin,
      body: { reason: 'Posted to the wrong lease' },
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({
      status: 'reversed',
      reversalReason: 'Posted to the wrong lease',
    });
    expect(await balance()).toBe(before + 50_000);
    const detail = await server.request('GET', `/api/leases/${leaseId}`, { token: admin });
    const reversal = detail.body.ledger.charges.find(
      (c: { reversesPaymentId: string | null }) => c.reversesPaymentId === paid.body.id,
    );
    expect(reversal).toMatchObject({ kind: 'payment_reversal', amountCents: 50_000 });
    const twice = await server.request('POST', `/api/payments/${paid.body.id}/reverse`, {
      token: admin,
      body: { reason: 'Again' },
    });
    expect(twice.status).toBe(409);
  });
});

describe('GET /api/me/lease', () => {
  it('gives the resident their lease, balance, open charges and ledger; others 401 or 403', async () => {
    const res = await server.request('GET', '/api/me/lease', { token: resident });
    expect(res.status).toBe(200);
    const open = res.body.openCharges.reduce(
      (s: number, c: { openCents: number }) => s + c.openCents,
      0,
    );
    expect(open).toBe(Math.max(res.body.balanceCents, 0));
    const last = res.body.ledger.lines.at(-1);
    expect(last.balanceCents).toBe(res.body.balanceCents);
    // A landlord owns leases but rents none: refused by the rule, not left to find nothing.
    expect((await server.request('GET', '/api/me/lease', { token: landlord })).status).toBe(403);
    expect((await server.request('GET', '/api/me/lease')).status).toBe(401);
    const sb = await server.signIn('sb@example.com');
    expect((await server.request('GET', '/api/me/lease', { token: sb })).status).toBe(403);
  });
});
