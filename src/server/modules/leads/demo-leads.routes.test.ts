import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { validLeads } from '../../../../tests/support/lead-fixtures';

// The demo data's leads, read back through the API as each demo account would.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
});
afterAll(() => server.close());

const inbox = async (token: string, query = '') =>
  (await server.request('GET', `/api/leads${query}`, { token })).body.items as {
    id: string;
    reference: string;
    status: string;
    contactName: string;
    assignee: { name: string } | null;
  }[];

describe('demo leads', () => {
  it('admins find the week the demo notification talks about, newest first', async () => {
    const items = await inbox(admin);
    expect(items.map((i) => [i.contactName, i.status, i.assignee?.name ?? null])).toEqual([
      ['Camila Herrera', 'new', null],
      ['Kevin Osei', 'new', null],
      ['Jordan Ellis', 'new', null],
      ['Sofia Delgado', 'new', null],
      ['Patricia Lindqvist', 'proposal', 'Daniel Ortiz'],
      ['Rebecca Thornton', 'contacted', 'Daniel Ortiz'],
      ['Emma Walsh', 'contacted', null],
    ]);
    // The year is the company's at each lead's sending time; the numbers run per prefix.
    expect(items.map((i) => i.reference.replace(/-\d{4}-/, '-')).sort()).toEqual([
      'CAR-000001',
      'CAR-000002',
      'CON-000001',
      'MA-000001',
      'MA-000002',
      'MMA-000001',
      'REN-000001',
    ]);
  });

  it('a lead keeps its history in order, with who did what', async () => {
    const [patricia] = (await inbox(admin)).filter((i) => i.contactName === 'Patricia Lindqvist');
    const detail = await server.request('GET', `/api/leads/${patricia!.id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(
      detail.body.events.map((e: any) => [
        e.type,
        e.toStatus,
        e.assignee?.name ?? null,
        e.actorName,
      ]),
    ).toEqual([
      ['created', 'new', null, null],
      ['assigned', null, 'Daniel Ortiz', 'Alicia Reyes'],
      ['status', 'contacted', null, 'Daniel Ortiz'],
      ['status', 'proposal', null, 'Daniel Ortiz'],
      ['note', null, null, 'Daniel Ortiz'],
    ]);
    expect(detail.body.payload.properties).toHaveLength(2);
  });

  it('the sales broker sees the two assigned to him, and was notified of each', async () => {
    const sb = await server.signIn('sb@example.com');
    const items = await inbox(sb);
    expect(items.map((i) => i.contactName)).toEqual(['Patricia Lindqvist', 'Rebecca Thornton']);
    const told = await server.request('GET', '/api/notifications', { token: sb });
    const titles = told.body.items.map((n: any) => n.title);
    for (const lead of items) expect(titles).toContain(`Lead ${lead.reference} assigned to you`);
  });

  it('the demo user and the demo resident each find their own request on /dashboard', async () => {
    const mine = async (email: string) =>
      (
        await server.request('GET', '/api/leads/mine', { token: await server.signIn(email) })
      ).body.items.map((i: any) => [i.kind, i.status]);
    expect(await mine('user@example.com')).toEqual([['concierge', 'contacted']]);
    expect(await mine('resident@example.com')).toEqual([['renewal', 'new']]);
    expect(await mine('landlord@example.com')).toEqual([]);
  });

  it('a new submission continues the numbering after the demo leads', async () => {
    const sent = await server.request('POST', '/api/leads/ma-form', {
      body: validLeads['ma-form'],
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    expect(sent.status).toBe(201);
    const demo = (await inbox(admin)).map((i) => i.reference);
    expect(sent.body.reference).toMatch(/^MA-\d{4}-\d{6}$/);
    expect(demo.filter((r) => r === sent.body.reference)).toHaveLength(1);
  });
});
