import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Item = { id: string; priceCents: number; purpose: string; status: string };
const prices = (items: Item[]) => items.map((i) => i.priceCents / 100);

describe('GET /api/listings', () => {
  it('answers the first page of active listings, newest first', async () => {
    const res = await server.request('GET', '/api/listings');
    expect(res.status).toBe(200);
    // 24 demo listings: one closed and two pending are not searchable.
    expect(res.body).toMatchObject({ total: 21, page: 1, pageSize: 12, pageCount: 2 });
    expect(res.body.items).toHaveLength(12);
    expect(res.body.items.every((i: Item) => i.status === 'active')).toBe(true);
    const published = res.body.items.map((i: { publishedAt: string }) => i.publishedAt);
    expect([...published].sort((a, b) => b.localeCompare(a))).toEqual(published);
    expect(res.body.items[0].title).toBe('Canal townhome with its own dock');
  });

  it('gives each card the same texts, home and community as the listing page', async () => {
    const res = await server.request('GET', '/api/listings?pageSize=48');
    const items = res.body.items as Array<{ id: string; community: unknown; titleEs: unknown }>;
    expect(items.some((item) => item.community === null)).toBe(true);
    expect(items.some((item) => item.community !== null)).toBe(true);
    for (const { coverPhoto: _c, photoCount: _p, ...card } of items as Array<
      Record<string, unknown>
    >) {
      const page = await server.request('GET', `/api/listings/${String(card.id)}`);
      expect(page.body).toMatchObject(card);
    }
    expect(items.some((item) => item.titleEs)).toBe(true);
  });

  it('narrows by city, bedrooms (at least) and purpose, and sorts by price', async () => {
    const res = await server.request(
      'GET',
      '/api/listings?city=miami&bedrooms=2&purpose=rent&sort=price_asc',
    );
    expect(res.body.total).toBe(7);
    expect(prices(res.body.items)).toEqual([2950, 3600, 4600, 4750, 5200, 6200, 9800]);
    for (const item of res.body.items) {
      expect(item.city.slug).toBe('miami');
      expect(item.unit.bedrooms).toBeGreaterThanOrEqual(2);
    }
    const desc = await server.request(
      'GET',
      '/api/listings?city=miami&purpose=sale&sort=price_desc',
    );
    expect(prices(desc.body.items)).toEqual([4850000, 1450000]);
  });

  it('filters by property type, price range and featured', async () => {
    const villas = await server.request('GET', '/api/listings?type=villa');
    expect(villas.body.items.map((i: { property: { kind: string } }) => i.property.kind)).toEqual([
      'villa',
    ]);
    const band = await server.request(
      'GET',
      '/api/listings?purpose=rent&minPrice=5000&maxPrice=6000&sort=price_asc',
    );
    expect(prices(band.body.items)).toEqual([5200, 5400, 5800]);
    const featured = await server.request('GET', '/api/listings?featured=true');
    expect(featured.body.total).toBe(6);
    const sales = await server.request('GET', '/api/listings?purpose=sale');
    expect(sales.body.total).toBe(8);
  });

  it('pages through the results without repeating a listing', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 5; page++) {
      const res = await server.request(
        'GET',
        `/api/listings?sort=price_asc&pageSize=5&page=${page}`,
      );
      expect(res.body).toMatchObject({ page, pageSize: 5, pageCount: 5, total: 21 });
      for (const item of res.body.items) seen.add(item.id);
    }
    expect(seen.size).toBe(21);
    const past = await server.request('GET', '/api/listings?page=9');
    expect(past.body).toMatchObject({ items: [], total: 21, page: 9 });
  });

  it('treats an empty parameter as no filter', async () => {
    const res = await server.request('GET', '/api/listings?city=&bedrooms=&purpose=');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(21);
  });

  it.each([
    ['minPrice=5000&maxPrice=1000', 'minPrice'],
    ['bedrooms=two', 'bedrooms'],
    ['bedrooms=-1', 'bedrooms'],
    ['sort=cheapest', 'sort'],
    ['purpose=lease', 'purpose'],
    ['type=castle', 'type'],
    ['page=0', 'page'],
    ['pageSize=100', 'pageSize'],
    ['minPrice=1.5', 'minPrice'],
    ['featured=yes', 'featured'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await server.request('GET', `/api/listings?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('says why minPrice is refused', async () => {
    const res = await server.request('GET', '/api/listings?minPrice=5000&maxPrice=1000');
    expect(res.body.fields.minPrice).toBe('minPrice must not be more than maxPrice');
  });
});

describe('GET /api/listings/:id', () => {
  it('answers an active listing with its description, home and community', async () => {
    const search = await server.request('GET', '/api/listings?city=naples&purpose=sale&type=condo');
    const id = search.body.items[0].id;
    const res = await server.request('GET', `/api/listings/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      title: 'Beachfront three-bedroom facing the sunset',
      titleEs: 'Tres habitaciones frente a la playa, de cara al atardecer',
      priceCents: 219_500_000,
      currency: 'USD',
      unit: { label: '6A', bedrooms: 3, baths: 3, sizeSqFt: 2100, floor: 6 },
      property: { kind: 'condo', postalCode: '34103' },
      community: { slug: 'gulfshore-pointe', isWaterfront: true },
      photos: [],
      coverPhoto: null,
    });
    expect(res.body.description).toContain('Gulf');
    // Written in Spanish too, for the Spanish site.
    expect(res.body.descriptionEs).toContain('Todas las habitaciones miran al Golfo.');
    expect(search.body.items[0].titleEs).toBe(
      'Tres habitaciones frente a la playa, de cara al atardecer',
    );
  });

  it('answers a pending listing (under contract) but not a closed one', async () => {
    const coralPalms = await server.request('GET', '/api/communities/coral-palms-estates');
    const villa = coralPalms.body.units.find(
      (u: { label: string; property: { kind: string } }) => u.property.kind === 'villa',
    );
    expect(villa.listing.status).toBe('pending');
    expect((await server.request('GET', `/api/listings/${villa.listing.id}`)).status).toBe(200);

    const mine = await server.request('GET', '/api/listings/mine', {
      token: await server.signIn('landlord@example.com'),
    });
    const closed = mine.body.find((l: Item) => l.status === 'closed');
    const res = await server.request('GET', `/api/listings/${closed.id}`);
    expect(res.status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const res = await server.request('GET', '/api/listings/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Listing was not found.');
    expect((await server.request('GET', '/api/listings/not-a-listing')).status).toBe(404);
  });
});

describe('GET /api/listings/mine', () => {
  it('gives a landlord only the listings of their own properties', async () => {
    const first = await server.request('GET', '/api/listings/mine', {
      token: await server.signIn('landlord@example.com'),
    });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(16);
    const second = await server.request('GET', '/api/listings/mine', {
      token: await server.signIn('landlord2@example.com'),
    });
    expect(second.body).toHaveLength(8);
    const firstIds = new Set(first.body.map((l: Item) => l.id));
    expect(second.body.some((l: Item) => firstIds.has(l.id))).toBe(false);
  });

  it('gives an admin every listing, whatever its status', async () => {
    const res = await server.request('GET', '/api/listings/mine', {
      token: await server.signIn('admin@example.com'),
    });
    expect(res.body).toHaveLength(24);
  });

  it('refuses a visitor (401) and a resident (403)', async () => {
    expect((await server.request('GET', '/api/listings/mine')).status).toBe(401);
    const resident = await server.request('GET', '/api/listings/mine', {
      token: await server.signIn('resident@example.com'),
    });
    expect(resident.status).toBe(403);
  });
});

describe('GET /api/market/snapshot', () => {
  it('computes counts, medians and new listings per city from the listings', async () => {
    const res = await server.request('GET', '/api/market/snapshot');
    expect(res.status).toBe(200);
    expect(res.body.cities.map((c: { city: { slug: string } }) => c.city.slug)).toEqual([
      'miami',
      'fort-lauderdale',
      'naples',
      'key-west',
    ]);
    expect(res.body.cities[0]).toEqual({
      city: { slug: 'miami', name: 'Miami', state: 'FL' },
      currency: 'USD',
      activeForRent: 9,
      activeForSale: 2,
      medianRentCents: 460_000,
      medianSalePriceCents: 315_000_000,
      // (1,450,000 / 1,720 + 4,850,000 / 3,100) / 2 dollars per square foot, in cents
      medianPricePerSqFtCents: 120_377,
      newListings30Days: 10,
    });
    const keyWest = res.body.cities[3];
    expect(keyWest).toMatchObject({
      activeForRent: 1,
      activeForSale: 2,
      medianRentCents: 490_000,
      medianSalePriceCents: 155_500_000,
    });
    expect(Date.parse(res.body.generatedAt)).not.toBeNaN();
  });
});
