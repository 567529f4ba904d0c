import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import { addDays, localDate } from '../../lib/calendar';
import { postDueCharges } from './rent-run';

let server: TestServer;
let admin: string;
let endingSoon: string;
let owing: string;
const today = localDate(new Date(), 'America/New_York');
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  const db = server.database.db;
  endingSoon = await createTestLease(db, {
    startDate: addDays(today, -200),
    endDate: addDays(today, 20),
    monthlyRentCents: 199_900,
  });
  owing = await createTestLease(db, { startDate: addDays(today, -40), endDate: null });
  await postDueCharges(db, new Date());
});
afterAll(async () => server?.close());

const list = (query: string) => server.request('GET', `/api/leases?${query}`, { token: admin });

describe('GET /api/leases', () => {
  it('filters by ending within days and by delinquency', async () => {
    const ending = await list('endingWithin=30&pageSize=100');
    expect(ending.body.leases.map((l: { id: string }) => l.id)).toContain(endingSoon);
    expect(ending.body.leases.map((l: { id: string }) => l.id)).not.toContain(owing);
    const late = await list('delinquent=true&pageSize=100');
    const row = late.body.leases.find((l: { id: string }) => l.id === owing);
    expect(row.balanceCents).toBeGreaterThan(0);
    expect(row.residents).toEqual(['Sofia Delgado']);
  });

  it('counts a lease delinquent again the moment its payment is reversed', async () => {
    const delinquentIds = async () =>
      (await list('delinquent=true&pageSize=100')).body.leases.map((l: { id: string }) => l.id);
    const owed = (await list('delinquent=true&pageSize=100')).body.leases.find(
      (l: { id: string }) => l.id === owing,
    ).balanceCents;
    const paid = await server.request('POST', `/api/leases/${owing}/payments`, {
      token: admin,
      body: {
        amountCents: owed,
        method: 'check',
        externalReference: '2210',
        idempotencyKey: `bounced-${owing}`,
      },
    });
    expect(paid.status).toBe(201);
    expect(await delinquentIds()).not.toContain(owing);
    const reversed = await server.request('POST', `/api/payments/${paid.body.id}/reverse`, {
      token: admin,
      body: { reason: 'Check bounced' },
    });
    expect(reversed.status).toBe(200);
    // The reversal is dated today, but what it puts back was due before today.
    expect(await delinquentIds()).toContain(owing);
    expect(
      (await list('delinquent=false&pageSize=100')).body.leases.map((l: { id: string }) => l.id),
    ).not.toContain(owing);
  });

  it('sorts, pages without repeats, and reports the total', async () => {
    const first = await list('sort=rent&dir=asc&pageSize=1&page=1');
    const second = await list('sort=rent&dir=asc&pageSize=1&page=2');
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.leases[0].id).not.toBe(second.body.leases[0].id);
    expect(first.body.leases[0].monthlyRentCents).toBeLessThanOrEqual(
      second.body.leases[0].monthlyRentCents,
    );
  });

  it('searches residents, properties and units', async () => {
    const found = await list('q=delgado&pageSize=100');
    expect(found.body.leases.map((l: { id: string }) => l.id)).toContain(owing);
    const none = await list(`q=${encodeURIComponent('%_nobody_%')}`);
    expect(none.body).toMatchObject({ leases: [], total: 0 });
  });

  it('answers 400 naming a bad filter', async () => {
    const res = await list('endingWithin=45&status=gone');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['endingWithin', 'status']);
  });

  it('exports the filtered rows as CSV', async () => {
    const res = await server.request('GET', '/api/leases.csv?endingWithin=30', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leases.csv"');
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Status,Property,City,Unit,Residents,Rent,Balance,Start,End');
    expect(lines.some((l) => l.includes(',1999.00,'))).toBe(true);
    const visitor = await server.request('GET', '/api/leases.csv');
    expect(visitor.status).toBe(401);
  });
});
