import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('GET /api/pages/:slug', () => {
  it('answers the page in the asked language', async () => {
    const en = await server.request('GET', '/api/pages/privacy-policy?lang=en');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      slug: 'privacy-policy',
      language: 'en',
      title: 'Privacy policy',
    });
    expect(en.body.body).toContain('501.171');
    const es = await server.request('GET', '/api/pages/privacy-policy?lang=es');
    expect(es.body).toMatchObject({ language: 'es', title: 'Política de privacidad' });
  });

  it('falls back to English for a language the page lacks, and for an unknown lang', async () => {
    const created = await server.request('POST', '/api/admin/pages', {
      token: await server.signIn('admin@example.com'),
      body: {
        slug: 'english-only',
        language: 'en',
        title: 'English only',
        description: 'Only in English.',
        body: 'Text.',
      },
    });
    expect(created.status).toBe(201);
    const res = await server.request('GET', '/api/pages/english-only?lang=es');
    expect(res.body.language).toBe('en');
    const odd = await server.request('GET', '/api/pages/terms-and-conditions?lang=fr');
    expect(odd.body.language).toBe('en');
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await server.request('GET', '/api/pages/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe('GET /api/plans', () => {
  it('answers the three plans in order with one highlighted', async () => {
    const res = await server.request('GET', '/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: { slug: string }) => p.slug)).toEqual([
      'essential',
      'signature',
      'waterfront-elite',
    ]);
    expect(res.body.plans.filter((p: { highlighted: boolean }) => p.highlighted)).toHaveLength(1);
    expect(res.body.plans[0]).toMatchObject({
      percentOfRentBasisPoints: 800,
      monthlyFeeCents: null,
    });
    expect(res.body.plans[2]).toMatchObject({
      percentOfRentBasisPoints: null,
      monthlyFeeCents: 89500,
    });
  });
});

describe('GET /api/team', () => {
  it('answers six people with their office city and four offices', async () => {
    const res = await server.request('GET', '/api/team');
    expect(res.status).toBe(200);
    expect(res.body.members).toHaveLength(6);
    expect(res.body.members[0]).toMatchObject({ name: 'Camila Duarte', officeCity: 'Miami' });
    expect(res.body.offices.map((o: { city: string }) => o.city)).toEqual([
      'Miami',
      'Fort Lauderdale',
      'Naples',
      'Key West',
    ]);
  });
});
