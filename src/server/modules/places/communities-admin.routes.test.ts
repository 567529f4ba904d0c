import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../../tests/support/api';
import { auditLog } from '../../db/tables';

const server = useTestServer();
let admin: string;
let landlord: string;
beforeAll(async () => {
  [admin, landlord] = await signInAs(server, 'admin', 'landlord');
});

async function firstCommunity() {
  const res = await server.request('GET', '/api/admin/communities', { token: admin });
  expect(res.status).toBe(200);
  return res.body.communities[0] as {
    slug: string;
    name: string;
    description: { en: string; es: string };
  };
}

describe('GET /api/admin/communities', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await server.request('GET', '/api/admin/communities')).status).toBe(401);
    const res = await server.request('GET', '/api/admin/communities', { token: landlord });
    expect(res.status).toBe(403);
  });

  it('lists every community with its city and both languages of its description', async () => {
    const res = await server.request('GET', '/api/admin/communities', { token: admin });
    expect(res.body.communities.length).toBeGreaterThan(3);
    for (const community of res.body.communities) {
      expect(community.city.slug).toMatch(/^[a-z-]+$/);
      expect(community.description.en.length).toBeGreaterThan(20);
      expect(community.description.es.length).toBeGreaterThan(20);
    }
  });
});

describe('PUT /api/admin/communities/:slug', () => {
  it('refuses non-admins (403) and unknown communities (404), and checks each field (400)', async () => {
    const { slug, description } = await firstCommunity();
    const path = `/api/admin/communities/${slug}`;
    expect(
      (await server.request('PUT', path, { token: landlord, body: { description } })).status,
    ).toBe(403);
    const missing = await server.request('PUT', '/api/admin/communities/atlantis', {
      token: admin,
      body: { description },
    });
    expect(missing.status).toBe(404);
    const bad = await server.request('PUT', path, {
      token: admin,
      body: { description: { en: '  ', es: 'x'.repeat(2001) } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'description.en': 'Enter the description in English',
      'description.es': 'Use at most 2000 characters',
    });
    expect((await firstCommunity()).description).toEqual(description);
  });

  it('stores both languages, shows them on the public page at once and audits the change', async () => {
    const before = await firstCommunity();
    // Read, and so kept in memory, before the change.
    expect((await server.request('GET', '/api/communities')).status).toBe(200);
    const description = {
      en: '  A quiet bayfront tower with a marina, a lap pool and a concierge at the door.  ',
      es: 'Una torre tranquila frente a la bahía con marina, piscina y conserje en la puerta.',
    };
    const res = await server.request('PUT', `/api/admin/communities/${before.slug}`, {
      token: admin,
      body: { description },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toEqual({ en: description.en.trim(), es: description.es });
    const page = await server.request('GET', `/api/communities/${before.slug}`);
    expect(page.body.description).toEqual({ en: description.en.trim(), es: description.es });
    const list = await server.request('GET', '/api/communities');
    const listed = (list.body as Array<{ slug: string; description: unknown }>).find(
      (c) => c.slug === before.slug,
    );
    expect(listed?.description).toEqual({ en: description.en.trim(), es: description.es });
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'community.update'),
          eq(auditLog.target, `community:${before.slug}`),
        ),
      )
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com' });
    expect(entry!.before).toEqual(before.description);
  });
});
