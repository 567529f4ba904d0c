import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { validLeads, type FixtureKind } from '../../../../tests/support/lead-fixtures';
import { leads, plans } from '../../db/tables';

let server: TestServer;
let ipCounter = 0;

const submit = (kind: FixtureKind, patch: (b: any) => void, token?: string) => {
  const body = structuredClone(validLeads[kind]) as any;
  patch(body);
  return server.request('POST', `/api/leads/${kind}`, {
    body,
    token,
    headers: { 'x-forwarded-for': `198.51.100.${++ipCounter}` },
  });
};

const leadCount = async () =>
  (await server.database.db.select({ id: leads.id }).from(leads)).length;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('management plans on the application forms come from the plans table', () => {
  it('accepts every plan GET /api/plans lists, and "undecided"', async () => {
    const listed = (await server.request('GET', '/api/plans')).body.plans as { slug: string }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const { slug } of listed) {
      expect((await submit('ma-form', (b) => (b.plan = slug))).status, slug).toBe(201);
    }
    expect((await submit('multi-ma', (b) => (b.plan = 'undecided'))).status).toBe(201);
  });

  it('a plan an admin adds is accepted without a code change', async () => {
    expect((await submit('ma-form', (b) => (b.plan = 'harbor-lite'))).status).toBe(400);
    await server.database.db.insert(plans).values({
      slug: 'harbor-lite',
      name: 'Harbor Lite',
      summary: { en: 'Rent collection only.', es: 'Solo cobro de renta.' },
      sort: 9,
    });
    expect((await submit('ma-form', (b) => (b.plan = 'harbor-lite'))).status).toBe(201);
  });

  it('an unknown slug is a 400 naming the field, and nothing is stored', async () => {
    const before = await leadCount();
    for (const kind of ['ma-form', 'multi-ma'] as const) {
      const res = await submit(kind, (b) => (b.plan = 'gold'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'validation',
        fields: { plan: 'Choose one of the options.' },
      });
    }
    const token = await server.signIn('sb@example.com');
    const prospect = await submit('management-prospect', (b) => (b.proposal.plan = 'gold'), token);
    expect(prospect.status).toBe(400);
    expect(prospect.body.fields).toEqual({ 'proposal.plan': 'Choose one of the options.' });
    expect(await leadCount()).toBe(before);
  });
});
