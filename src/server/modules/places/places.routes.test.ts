import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('GET /api/cities', () => {
  it('lists the four demo cities in guide order with their counts', async () => {
    const res = await server.request('GET', '/api/cities');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual([
      'miami',
      'fort-lauderdale',
      'naples',
      'key-west',
    ]);
    const miami = res.body[0];
    expect(miami).toMatchObject({ name: 'Miami', state: 'FL', communitiesCount: 2 });
    // 13 Miami listings: one closed (rented) and one pending are not counted as active.
    expect(miami.activeListingsCount).toBe(11);
    expect(miami.tagline.es).toContain('bahía');
  });
});

describe('GET /api/cities/:slug', () => {
  it('answers the guide with marinas and communities', async () => {
    const res = await server.request('GET', '/api/cities/miami');
    expect(res.status).toBe(200);
    expect(res.body.marinas).toHaveLength(3);
    expect(res.body.marinas[0]).toMatchObject({ name: 'Blue Heron Yacht Basin', slips: 180 });
    expect(res.body.communities.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'brickell-bay-tower',
      'coral-palms-estates',
    ]);
    expect(res.body.guide.en.length).toBeGreaterThan(100);
    expect(res.body.boatingNotes.es.length).toBeGreaterThan(50);
  });

  it('answers 404 for a city it does not know', async () => {
    const res = await server.request('GET', '/api/cities/atlantis');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found', message: 'City was not found.' });
  });
});

describe('GET /api/communities', () => {
  it('lists every community, featured first', async () => {
    const res = await server.request('GET', '/api/communities');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    const featured = res.body.filter((c: { isFeatured: boolean }) => c.isFeatured);
    expect(featured).toHaveLength(4);
    expect(res.body.slice(0, 4).every((c: { isFeatured: boolean }) => c.isFeatured)).toBe(true);
  });

  it('filters by city and by featured', async () => {
    const naples = await server.request('GET', '/api/communities?city=naples');
    expect(naples.body.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'gulfshore-pointe',
      'mangrove-bay-villas',
    ]);
    const featured = await server.request('GET', '/api/communities?featured=true&city=key-west');
    expect(featured.body.map((c: { slug: string }) => c.slug)).toEqual(['harbor-walk-townhomes']);
    const none = await server.request('GET', '/api/communities?city=atlantis');
    expect(none.body).toEqual([]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const res = await server.request('GET', '/api/communities?featured=maybe');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('featured');
    const city = await server.request('GET', '/api/communities?city=Not%20A%20Slug');
    expect(city.status).toBe(400);
    expect(city.body.fields).toHaveProperty('city');
  });
});

describe('GET /api/communities/:id', () => {
  it('answers a community by slug with its units and what each is offered for', async () => {
    const res = await server.request('GET', '/api/communities/brickell-bay-tower');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Brickell Bay Tower', kind: 'condo', unitsCount: 8 });
    expect(res.body.units).toHaveLength(8);
    const unit4b = res.body.units.find((u: { label: string }) => u.label === '4B');
    expect(unit4b).toMatchObject({ bedrooms: 2, baths: 2, sizeSqFt: 1180 });
    expect(unit4b.listing).toMatchObject({ purpose: 'rent', priceCents: 460000, status: 'active' });
    const rented = res.body.units.find((u: { label: string }) => u.label === '9E');
    expect(rented.listing).toBeNull();
    const halfBath = res.body.units.find((u: { label: string }) => u.label === '22D');
    expect(halfBath.baths).toBe(2.5);
  });

  it('answers the same community by its id', async () => {
    const bySlug = await server.request('GET', '/api/communities/gulfshore-pointe');
    const byId = await server.request('GET', `/api/communities/${bySlug.body.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe('gulfshore-pointe');
  });

  it('answers 404 for an unknown community', async () => {
    const res = await server.request('GET', '/api/communities/no-such-place');
    expect(res.status).toBe(404);
    const uuid = await server.request(
      'GET',
      '/api/communities/00000000-0000-4000-8000-000000000000',
    );
    expect(uuid.status).toBe(404);
  });
});

describe('GET /api/units/:id', () => {
  it('answers a unit with its property, community, listing and photos', async () => {
    const community = await server.request('GET', '/api/communities/brickell-bay-tower');
    const unit12a = community.body.units.find((u: { label: string }) => u.label === '12A');
    const res = await server.request('GET', `/api/units/${unit12a.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      label: '12A',
      bedrooms: 3,
      city: { slug: 'miami', name: 'Miami' },
      community: { slug: 'brickell-bay-tower', isWaterfront: true },
      listing: { purpose: 'sale', priceCents: 145_000_000, currency: 'USD' },
      photos: [],
    });
    expect(res.body.property.addressLine).toBe('1420 Brickell Bay Drive, Unit 12A');
    expect(res.body.community.amenities).toContain('valet');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await server.request('GET', '/api/units/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await server.request('GET', '/api/units/4B')).status).toBe(404);
  });
});
