import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../../tests/support/api';
import { sandboxCardToken } from '../../../../tests/support/payments';
import { chargeApplications, payments } from '../../db/tables';

const server = useTestServer();
let admin: string;
let resident: string;
beforeAll(async () => {
  [admin, resident] = await signInAs(server, 'admin', 'resident');
});

interface OpenCharge {
  id: string;
  kind: string;
  openCents: number;
}
const myLease = async () =>
  (await server.request('GET', '/api/me/lease', { token: resident })).body as {
    id: string;
    balanceCents: number;
    openCharges: OpenCharge[];
  };

function pay(body: Record<string, unknown>, key = `test-${randomUUID()}`) {
  return server.request('POST', '/api/payments', {
    token: resident,
    body,
    headers: { 'idempotency-key': key },
  });
}

describe('a resident paying a security deposit', () => {
  let depositId: string;
  let chargesOpen: number;

  beforeAll(async () => {
    const { id } = await myLease();
    const add = (kind: string, amountCents: number, description: string) =>
      server.request('POST', `/api/leases/${id}/charges`, {
        token: admin,
        body: { kind, amountCents, description },
      });
    expect((await add('deposit', 50_000, 'Pet deposit')).status).toBe(201);
    expect((await add('other', 10_000, 'Key replacement')).status).toBe(201);
    const lease = await myLease();
    const deposit = lease.openCharges.find((c) => c.kind === 'deposit' && c.openCents === 50_000);
    depositId = deposit!.id;
    chargesOpen = lease.openCharges
      .filter((c) => c.kind !== 'deposit')
      .reduce((sum, c) => sum + c.openCents, 0);
  });

  it('never pays the deposit with a payment for rent and charges', async () => {
    const res = await pay({
      amountCents: chargesOpen + 1,
      method: 'card',
      token: await sandboxCardToken(server),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.amountCents).toMatch(
      /for rent and charges: the security deposit is paid on its own$/,
    );
  });

  it('refuses a charge that is not open on the lease, next to the field', async () => {
    const res = await pay({
      amountCents: 100,
      method: 'card',
      token: await sandboxCardToken(server),
      chargeId: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ chargeId: 'Choose one of the open charges' });
  });

  it('pays the deposit by naming it, up to what is open, into escrow, and a retry gets the same payment', async () => {
    const token = await sandboxCardToken(server);
    const over = await pay({ amountCents: 50_001, method: 'card', token, chargeId: depositId });
    expect(over.status).toBe(400);
    expect(over.body.fields.amountCents).toBe('Enter at most $500.00, what is open on this charge');

    const key = `test-${randomUUID()}`;
    const body = { amountCents: 50_000, method: 'card', token, chargeId: depositId };
    const res = await pay(body, key);
    expect(res.status).toBe(201);
    const db = server.database.db;
    const [row] = await db.select().from(payments).where(eq(payments.id, res.body.id));
    expect(row).toMatchObject({ appliesTo: 'deposit', paidChargeId: depositId });
    const applied = await db
      .select({ total: sql<number>`sum(${chargeApplications.amountCents})`.mapWith(Number) })
      .from(chargeApplications)
      .where(eq(chargeApplications.paymentId, res.body.id));
    expect(applied[0]!.total).toBe(50_000);
    const lease = await myLease();
    expect(lease.openCharges.some((c) => c.id === depositId)).toBe(false);

    // The same press again (a double click, a retry after a time-out) is answered by that payment.
    const again = await pay(body, key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
  });
});
