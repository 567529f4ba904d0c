import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { auditLog } from '../../db/tables';

let server: TestServer;
let admin: string;
let sb: string;
let landlord: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  sb = await server.signIn('sb@example.com');
  landlord = await server.signIn('landlord@example.com');
});
afterAll(async () => server?.close());

/** The editable part of a city, as GET /api/cities/:slug answers it: a valid PUT body. */
async function contentOf(slug: string) {
  const res = await server.request('GET', `/api/cities/${slug}`);
  expect(res.status).toBe(200);
  const { tagline, guide, boatingNotes, marinas } = res.body;
  return { tagline, guide, boatingNotes, marinas };
}

const newMarina = {
  name: 'Conch Republic Moorings',
  slips: 40,
  maxLengthFt: 65,
  description: {
    en: 'A mooring field off Fleming Key with a dinghy dock and a water taxi to Old Town.',
    es: 'Campo de boyas frente a Fleming Key con muelle para botes auxiliares y taxi acuático a Old Town.',
  },
};

describe('GET /api/admin/cities', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await server.request('GET', '/api/admin/cities')).status).toBe(401);
    expect((await server.request('GET', '/api/admin/cities', { token: sb })).status).toBe(403);
  });

  it('lists every city with its editable content', async () => {
    const res = await server.request('GET', '/api/admin/cities', { token: admin });
    expect(res.status).toBe(200);
    const slugs = res.body.cities.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(['miami', 'fort-lauderdale', 'naples', 'key-west']);
    const miami = res.body.cities[0];
    expect(miami).toMatchObject({ name: 'Miami', state: 'FL' });
    expect(miami.marinas).toHaveLength(3);
    expect(typeof miami.updatedAt).toBe('string');
  });
});

describe('PUT /api/admin/cities/:slug', () => {
  it('refuses visitors (401), non-admins (403) and unknown cities (404)', async () => {
    const body = await contentOf('naples');
    expect((await server.request('PUT', '/api/admin/cities/naples', { body })).status).toBe(401);
    for (const token of [sb, landlord]) {
      const res = await server.request('PUT', '/api/admin/cities/naples', { token, body });
      expect(res.status).toBe(403);
    }
    const missing = await server.request('PUT', '/api/admin/cities/atlantis', {
      token: admin,
      body,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'not_found', message: 'City was not found.' });
    expect(await contentOf('naples')).toEqual(body);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const before = await contentOf('naples');
    const [first, second] = before.marinas;
    const res = await server.request('PUT', '/api/admin/cities/naples', {
      token: admin,
      body: {
        ...before,
        tagline: { en: 'Sunsets and slow mornings on the Gulf.', es: '' },
        guide: { en: '   ', es: before.guide.es },
        boatingNotes: { en: 'x'.repeat(1501), es: '' },
        marinas: [
          { ...first, name: '' },
          { ...second, slips: -3, maxLengthFt: 12.5 },
          { ...newMarina, maxLengthFt: 900, description: { en: '', es: 'Solo en español' } },
          { ...newMarina, name: ' conch republic moorings ' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields).toEqual({
      'guide.en': 'Enter the guide in English',
      'boatingNotes.en': 'Use at most 1500 characters',
      'marinas.0.name': 'Enter the marina name',
      'marinas.1.slips': "The number of slips can't be negative",
      'marinas.1.maxLengthFt': 'Enter the longest vessel in feet as a whole number',
      'marinas.2.maxLengthFt': 'The longest vessel in feet is at most 600',
      'marinas.2.description.en': 'Enter the description in English',
      'marinas.3.name': 'Another marina in this city has this name',
    });
    // The valid tagline in the same request was not stored either.
    expect(await contentOf('naples')).toEqual(before);
  });

  it('answers 400 for missing fields and more than 20 marinas', async () => {
    const before = await contentOf('naples');
    const missing = await server.request('PUT', '/api/admin/cities/naples', {
      token: admin,
      body: { tagline: before.tagline, marinas: [{ name: 'Half a marina' }] },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(
      expect.arrayContaining([
        'guide',
        'boatingNotes',
        'marinas.0.slips',
        'marinas.0.maxLengthFt',
        'marinas.0.description',
      ]),
    );
    const many = Array.from({ length: 21 }, (_, i) => ({ ...newMarina, name: `Slip row ${i}` }));
    const tooMany = await server.request('PUT', '/api/admin/cities/naples', {
      token: admin,
      body: { ...before, marinas: many },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ marinas: 'List at most 20 marinas' });
  });

  it('replaces the content, trims it, shows it publicly and audits before and after', async () => {
    const before = await contentOf('key-west');
    const body = {
      tagline: {
        en: '  Reef days, sunset sails and Old Town porches.  ',
        es: 'Días de arrecife, velas al atardecer y los porches de Old Town.',
      },
      guide: { en: before.guide.en, es: '' },
      boatingNotes: before.boatingNotes,
      // Reordered, one removed, one added.
      marinas: [before.marinas[1], newMarina],
    };
    const res = await server.request('PUT', '/api/admin/cities/key-west', { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'key-west',
      name: 'Key West',
      state: 'FL',
      tagline: { en: 'Reef days, sunset sails and Old Town porches.' },
      guide: { en: before.guide.en, es: '' },
      marinas: [{ name: before.marinas[1].name }, newMarina],
    });

    const city = await server.request('GET', '/api/cities/key-west');
    expect(city.body.tagline.en).toBe('Reef days, sunset sails and Old Town porches.');
    expect(city.body.marinas.map((m: { name: string }) => m.name)).toEqual([
      'Reef Light Marina',
      'Conch Republic Moorings',
    ]);
    const list = await server.request('GET', '/api/cities');
    const summary = list.body.find((c: { slug: string }) => c.slug === 'key-west');
    expect(summary.tagline.es).toBe(body.tagline.es);

    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'city.update'), eq(auditLog.target, 'city:key-west')))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', realRole: 'admin' });
    expect(entry!.before).toMatchObject({ slug: 'key-west', tagline: before.tagline });
    expect((entry!.before as { marinas: unknown[] }).marinas).toEqual(before.marinas);
    expect(entry!.after).toMatchObject({
      tagline: { en: 'Reef days, sunset sails and Old Town porches.' },
      marinas: [before.marinas[1], newMarina],
    });

    const audit = await server.request('GET', '/api/admin/audit?pageSize=5', { token: admin });
    expect(audit.body.items[0]).toMatchObject({ action: 'city.update', target: 'city:key-west' });
  });

  it('accepts a city with no marinas', async () => {
    const body = { ...(await contentOf('fort-lauderdale')), marinas: [] };
    const res = await server.request('PUT', '/api/admin/cities/fort-lauderdale', {
      token: admin,
      body,
    });
    expect(res.status).toBe(200);
    expect((await contentOf('fort-lauderdale')).marinas).toEqual([]);
  });
});
