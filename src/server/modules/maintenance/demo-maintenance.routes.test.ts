import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { localDate } from '../../lib/calendar';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const list = async (email: string, query = '') => {
  const res = await server.request('GET', `/api/work-orders?pageSize=200${query}`, {
    token: await server.signIn(email),
  });
  expect(res.status).toBe(200);
  return res.body.workOrders as any[];
};

describe('the demo work orders', () => {
  it("give mt@example.com a week of visits, today's included, in time order", async () => {
    const today = localDate(new Date(), 'America/New_York');
    const jobs = await list('mt@example.com', `&from=${today}&to=${today}`);
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    const week = await list('mt@example.com', `&status=open`);
    expect(week.length).toBeGreaterThanOrEqual(7);
    const starts = jobs.map((j) => j.scheduledStart);
    expect([...starts].sort((a, b) => a.localeCompare(b))).toEqual(starts);
  });

  it('show the office a fresh emergency, overdue requests and storm damage', async () => {
    const all = await list('admin@example.com');
    expect(all.some((w) => w.urgency === 'emergency' && w.status === 'new')).toBe(true);
    expect(all.some((w) => w.overdue)).toBe(true);
    expect(all.some((w) => w.category === 'storm_damage')).toBe(true);
    expect(all.some((w) => w.status === 'waiting' && w.waitingReason === 'parts')).toBe(true);
  });

  it('leave landlord@example.com one estimate to approve, and rated work', async () => {
    const mine = await list('landlord@example.com');
    expect(mine.filter((w) => w.approvalState === 'pending')).toHaveLength(1);
    expect(mine.some((w) => w.rating !== null)).toBe(true);
  });

  it("put last month's repairs on both demo landlords' last statements", async () => {
    for (const email of ['landlord@example.com', 'landlord2@example.com']) {
      const token = await server.signIn(email);
      const statements = await server.request('GET', '/api/statements', { token });
      const last = statements.body.statements[0];
      const statement = await server.request('GET', `/api/statements/${last.id}`, { token });
      expect(statement.body.expensesCents).toBeGreaterThan(0);
      const lines = statement.body.properties.flatMap((p: any) => p.expenses);
      expect(lines.some((e: any) => String(e.reference).startsWith('WO-'))).toBe(true);
    }
  });
});
