import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTestServer } from '../../../tests/support/api';
import { validLeads } from '../../../tests/support/lead-fixtures';

// PostgreSQL text cannot hold NUL and UTF-8 cannot encode a lone surrogate: each of these used
// to reach the database and answer 500. Now one hook answers 400 naming the field.
const server = useTestServer();
let admin: string;
let resident: string;

beforeAll(async () => {
  [admin, resident] = await signInAs(server, 'admin', 'resident');
});

const NUL = 'Ann\u0000Lee';
const LONE_SURROGATE = 'Ann\ud800Lee';

function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('validation');
  expect(res.body.fields[field]).toMatch(/^Remove the/);
}

describe('text the database cannot store', () => {
  it('a NUL in a path value: GET /api/pages/a%00b', async () => {
    expectRefused(await server.request('GET', '/api/pages/a%00b'), 'slug');
  });

  it('a NUL in a query value: GET /api/admin/users?q=%00', async () => {
    expectRefused(await server.request('GET', '/api/admin/users?q=%00', { token: admin }), 'q');
  });

  it('a NUL or a lone surrogate in a lead form', async () => {
    const lead = validLeads.concierge;
    for (const name of [NUL, LONE_SURROGATE]) {
      const res = await server.request('POST', '/api/leads/concierge', {
        body: { ...lead, contact: { ...lead.contact, name } },
      });
      expectRefused(res, 'contact.name');
    }
  });

  it('a NUL or a lone surrogate in PATCH /api/auth/me', async () => {
    for (const name of [NUL, LONE_SURROGATE, '\udc00']) {
      const res = await server.request('PATCH', '/api/auth/me', {
        token: resident,
        body: { name },
      });
      expectRefused(res, 'name');
    }
  });

  it('a NUL in site settings and in a plan', async () => {
    expectRefused(
      await server.request('PATCH', '/api/admin/site-settings', {
        token: admin,
        body: { brandName: NUL },
      }),
      'brandName',
    );
    const plans = await server.request('GET', '/api/plans');
    const { id, slug: _slug, currency: _currency, ...plan } = plans.body.plans[0];
    expectRefused(
      await server.request('PUT', `/api/admin/plans/${id}`, {
        token: admin,
        body: { ...plan, name: NUL },
      }),
      'name',
    );
  });

  it('a NUL in an object key is refused too', async () => {
    const res = await server.request('PATCH', '/api/auth/me', {
      token: resident,
      body: { name: 'Ann', ['na\u0000me']: 'x' },
    });
    expectRefused(res, 'na\u0000me');
  });

  it('keeps 401 and 403 before 400', async () => {
    expect((await server.request('GET', '/api/admin/users?q=%00')).status).toBe(401);
    expect(
      (await server.request('GET', '/api/admin/users?q=%00', { token: resident })).status,
    ).toBe(403);
  });

  it('accepts well-formed text, emoji (surrogate pairs) included', async () => {
    const res = await server.request('PATCH', '/api/auth/me', {
      token: resident,
      body: { name: 'Ann Lee 🌊' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Ann Lee 🌊');
  });

  it('walks a deeply nested body without overflowing', async () => {
    const deep = '['.repeat(100_000) + '"\\u0000"' + ']'.repeat(100_000);
    const res = await fetch(`${server.url}/api/auth/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${resident}`, 'content-type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(400);
  });
});
