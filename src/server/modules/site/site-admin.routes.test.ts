import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
let admin: string;
let sb: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  sb = await server.signIn('sb@example.com');
});
afterAll(async () => server?.close());

const page = {
  slug: 'boat-owners',
  language: 'en',
  title: 'Boat owners',
  description: 'What we do for owners who keep a boat at home.',
  body: '## Dock checks\nEvery quarter.',
};

describe('/api/admin/pages', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await server.request('GET', '/api/admin/pages')).status).toBe(401);
    expect((await server.request('GET', '/api/admin/pages', { token: sb })).status).toBe(403);
    const post = await server.request('POST', '/api/admin/pages', { token: sb, body: page });
    expect(post.status).toBe(403);
  });

  it('lists the seeded pages', async () => {
    const res = await server.request('GET', '/api/admin/pages', { token: admin });
    expect(res.status).toBe(200);
    const keys = res.body.pages.map(
      (p: { slug: string; language: string }) => `${p.slug}/${p.language}`,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'privacy-policy/en',
        'privacy-policy/es',
        'terms-and-conditions/en',
        'terms-and-conditions/es',
        'waterfront-investors/en',
        'waterfront-investors/es',
      ]),
    );
  });

  it('answers 400 with fields for a bad or reserved slug and missing text', async () => {
    const res = await server.request('POST', '/api/admin/pages', {
      token: admin,
      body: { ...page, slug: 'Bad Slug!', title: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      slug: 'Use lowercase letters, digits and single dashes',
      title: 'Enter the title',
    });
    const reserved = await server.request('POST', '/api/admin/pages', {
      token: admin,
      body: { ...page, slug: 'managed' },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields.slug).toBe('This address is taken by another page');
  });

  it('creates, refuses a duplicate, updates, unpublishes and deletes a page', async () => {
    const created = await server.request('POST', '/api/admin/pages', { token: admin, body: page });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await server.request('GET', '/api/pages/boat-owners')).status).toBe(200);

    const dup = await server.request('POST', '/api/admin/pages', { token: admin, body: page });
    expect(dup.status).toBe(409);
    expect(dup.body.fields.slug).toMatch(/already exists/);

    const updated = await server.request('PATCH', `/api/admin/pages/${id}`, {
      token: admin,
      body: { title: 'Boat and dock owners' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Boat and dock owners');

    await server.request('PATCH', `/api/admin/pages/${id}`, {
      token: admin,
      body: { published: false },
    });
    expect((await server.request('GET', '/api/pages/boat-owners')).status).toBe(404);

    const del = await server.request('DELETE', `/api/admin/pages/${id}`, { token: admin });
    expect(del.status).toBe(204);
    const again = await server.request('DELETE', `/api/admin/pages/${id}`, { token: admin });
    expect(again.status).toBe(404);
    const badId = await server.request('PATCH', '/api/admin/pages/nope', {
      token: admin,
      body: { title: 'x' },
    });
    expect(badId.status).toBe(400);

    const audit = await server.request('GET', '/api/admin/audit?pageSize=10', { token: admin });
    const actions = audit.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['page.create', 'page.update', 'page.delete']));
  });
});

describe('PUT /api/admin/plans/:id', () => {
  async function essential() {
    const res = await server.request('GET', '/api/plans');
    return res.body.plans.find((p: { slug: string }) => p.slug === 'essential');
  }
  const body = (plan: Record<string, unknown>) => {
    const { id: _id, slug: _slug, currency: _currency, ...rest } = plan;
    return rest;
  };

  it('refuses visitors (401), non-admins (403) and unknown plans (404)', async () => {
    const plan = await essential();
    expect(
      (await server.request('PUT', `/api/admin/plans/${plan.id}`, { body: body(plan) })).status,
    ).toBe(401);
    const asSb = await server.request('PUT', `/api/admin/plans/${plan.id}`, {
      token: sb,
      body: body(plan),
    });
    expect(asSb.status).toBe(403);
    const missing = await server.request(
      'PUT',
      '/api/admin/plans/00000000-0000-4000-8000-000000000000',
      {
        token: admin,
        body: body(plan),
      },
    );
    expect(missing.status).toBe(404);
  });

  it('answers 400 when both or neither monthly fee is set', async () => {
    const plan = await essential();
    const res = await server.request('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin,
      body: { ...body(plan), monthlyFeeCents: 50000 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.percentOfRentBasisPoints).toMatch(/either a percentage/);
  });

  it('answers 400 naming each feature field: an empty name, a repeated key, a lone Spanish detail', async () => {
    const plan = await essential();
    const [first, second, ...rest] = plan.features;
    const res = await server.request('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin,
      body: {
        ...body(plan),
        features: [
          { ...first, label: { en: '  ', es: 'Cobro' }, detail: { en: '', es: 'Solo en español' } },
          { ...second, key: first.key },
          ...rest,
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'features.0.label.en': 'Enter the feature name in English',
      'features.0.detail.en': 'Enter the detail in English',
      'features.1.key': 'Another feature of this plan already uses this key',
    });
    expect((await essential()).features).toEqual(plan.features);
  });

  it('answers 400 with limits in the units the portal shows', async () => {
    const plan = await essential();
    const res = await server.request('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin,
      body: { ...body(plan), percentOfRentBasisPoints: 5001, setupFeeCents: -1, features: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      percentOfRentBasisPoints: 'The percentage of rent is at most 50%',
      setupFeeCents: "The setup fee can't be negative",
      features: 'List at least one feature',
    });
  });

  it('renames a plan, changes its fee and features, publishes it and audits before and after', async () => {
    const all = await server.request('GET', '/api/plans');
    const elite = all.body.plans.find((p: { slug: string }) => p.slug === 'waterfront-elite');
    const features = [
      ...elite.features.slice(1),
      {
        key: 'yacht-check',
        label: { en: 'Yacht check after storms', es: 'Revisión del yate tras tormentas' },
        detail: null,
      },
    ];
    const res = await server.request('PUT', `/api/admin/plans/${elite.id}`, {
      token: admin,
      body: {
        ...body(elite),
        name: '  Harbor Estate ',
        percentOfRentBasisPoints: null,
        monthlyFeeCents: 92550,
        features,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: elite.id,
      slug: 'waterfront-elite',
      name: 'Harbor Estate',
      percentOfRentBasisPoints: null,
      monthlyFeeCents: 92550,
      features,
    });

    const after = await server.request('GET', '/api/plans');
    expect(after.body.plans.find((p: { id: string }) => p.id === elite.id)).toEqual(res.body);

    const audit = await server.request('GET', '/api/admin/audit?pageSize=50', { token: admin });
    const entry = audit.body.items.find(
      (e: { action: string; target: string }) =>
        e.action === 'plan.update' && e.target === `plan:${elite.id}`,
    );
    expect(entry.actorEmail).toBe('admin@example.com');
    expect(entry.before).toMatchObject({ name: 'Waterfront Elite', monthlyFeeCents: 89500 });
    expect(entry.after).toMatchObject({ name: 'Harbor Estate', monthlyFeeCents: 92550 });
  });

  it('replaces the plan and moves the highlight to it', async () => {
    const plan = await essential();
    const res = await server.request('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin,
      body: { ...body(plan), percentOfRentBasisPoints: 750, highlighted: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ percentOfRentBasisPoints: 750, highlighted: true });
    const all = await server.request('GET', '/api/plans');
    const highlighted = all.body.plans.filter((p: { highlighted: boolean }) => p.highlighted);
    expect(highlighted.map((p: { slug: string }) => p.slug)).toEqual(['essential']);
  });
});
