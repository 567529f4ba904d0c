import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { localDate } from '../../lib/calendar';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const get = async (email: string, path: string) =>
  server.request('GET', path, { token: await server.signIn(email) });

describe('demo leases', () => {
  it("resident@example.com owes this month's rent, due now, after 18 months of history", async () => {
    const res = await get('resident@example.com', '/api/me/lease');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', unitLabel: '9E', balanceCents: 435_000 });
    expect(res.body.openCharges).toHaveLength(1);
    expect(res.body.openCharges[0]).toMatchObject({ kind: 'rent', openCents: 435_000 });
    expect(res.body.openCharges[0].dueDate <= localDate(new Date(), 'America/New_York')).toBe(true);
    const rent = res.body.ledger.charges.filter((c: { kind: string }) => c.kind === 'rent');
    expect(rent).toHaveLength(18);
    expect(
      res.body.ledger.charges.filter((c: { kind: string }) => c.kind === 'late_fee'),
    ).toHaveLength(2);
  });

  it('gives the demo landlord a lease ending within 60 days and a delinquent one', async () => {
    const ending = await get('landlord@example.com', '/api/leases?endingWithin=60');
    expect(ending.body.leases.map((l: { residents: string[] }) => l.residents)).toContainEqual([
      'Marcus Bell',
    ]);
    const late = await get('landlord@example.com', '/api/leases?delinquent=true');
    expect(late.body.leases).toHaveLength(1);
    expect(late.body.leases[0]).toMatchObject({ residents: ['Priya Raman'] });
    expect(late.body.leases[0].balanceCents).toBeGreaterThan(2 * 342_500);
    const portfolio = await get('landlord@example.com', '/api/properties');
    const villas = portfolio.body.properties.find(
      (p: { name: string }) => p.name === 'Bayshore Villas',
    );
    expect(villas.units.map((u: { occupancy: string }) => u.occupancy)).toEqual([
      'occupied',
      'occupied',
      'occupied',
      'vacant',
    ]);
  });

  it('gives landlord2@example.com tenants of their own, one under notice', async () => {
    const res = await get('landlord2@example.com', '/api/leases');
    expect(res.body.leases.map((l: { status: string }) => l.status).sort()).toEqual([
      'active',
      'notice_given',
    ]);
    expect(
      res.body.leases.every(
        (l: { propertyName: string }) => l.propertyName === 'Gulf Garden Court',
      ),
    ).toBe(true);
  });
});
