import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import { plans, users } from '../../db/tables';
import { addDays, localDate } from '../../lib/calendar';

let server: TestServer;
let admin: string;
let landlord: string;
let landlord2: string;
let resident: string;
let landlordId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, landlord, landlord2, resident] = (await Promise.all(
    ['admin', 'landlord', 'landlord2', 'resident'].map((n) => server.signIn(`${n}@example.com`)),
  )) as [string, string, string, string];
  const [row] = await server.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'landlord@example.com'));
  landlordId = row!.id;
});
afterAll(async () => server?.close());

async function newProperty() {
  const [plan] = await server.database.db.select().from(plans).where(eq(plans.slug, 'essential'));
  const res = await server.request('POST', '/api/admin/properties', {
    token: admin,
    body: {
      ownerId: landlordId,
      citySlug: 'naples',
      communityId: null,
      name: 'Gulf Shore Cottage',
      kind: 'house',
      addressLine: '410 Gulf Shore Blvd N',
      postalCode: '34102',
      neighborhood: 'Olde Naples',
      yearBuilt: 1998,
      planId: plan!.id,
      approvalThresholdCents: 50_000,
    },
  });
  expect(res.status).toBe(201);
  const unit = await server.request('POST', `/api/admin/properties/${res.body.id}/units`, {
    token: admin,
    body: {
      label: 'Main',
      bedrooms: 3,
      baths: 2.5,
      sizeSqFt: 1800,
      floor: null,
      amenities: ['garden'],
    },
  });
  expect(unit.status).toBe(201);
  return { propertyId: res.body.id as string, unitId: unit.body.id as string };
}

describe('properties', () => {
  it('lets an admin create a property with its plan and a unit; others are refused', async () => {
    const { propertyId } = await newProperty();
    const res = await server.request('GET', `/api/properties/${propertyId}`, { token: landlord });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Gulf Shore Cottage',
      planName: 'Essential',
      approvalThresholdCents: 50_000,
      units: [{ label: 'Main', occupancy: 'vacant', tenants: [] }],
    });
    const denied = await server.request('POST', '/api/admin/properties', {
      token: landlord,
      body: {},
    });
    expect(denied.status).toBe(403);
    expect((await server.request('GET', '/api/properties', { token: resident })).status).toBe(403);
  });

  it('shows occupancy, tenant, rent and lease end; another owner gets 404', async () => {
    const { propertyId, unitId } = await newProperty();
    const today = localDate(new Date(), 'America/New_York');
    await createTestLease(server.database.db, {
      unitId,
      startDate: addDays(today, -30),
      endDate: addDays(today, 300),
      monthlyRentCents: 410_000,
    });
    const list = await server.request('GET', '/api/properties', { token: landlord });
    const mine = list.body.properties.find((p: { id: string }) => p.id === propertyId);
    expect(mine.units[0]).toMatchObject({
      occupancy: 'occupied',
      tenants: ['Sofia Delgado'],
      rentCents: 410_000,
      leaseEnd: addDays(today, 300),
    });
    const other = await server.request('GET', '/api/properties', { token: landlord2 });
    expect(other.body.properties.map((p: { id: string }) => p.id)).not.toContain(propertyId);
    expect(other.body.properties.length).toBeGreaterThan(0);
    expect(
      (await server.request('GET', `/api/properties/${propertyId}`, { token: landlord2 })).status,
    ).toBe(404);
    // Occupied: archiving is refused until the lease ends.
    const archive = await server.request('POST', `/api/admin/properties/${propertyId}/archive`, {
      token: admin,
      body: {},
    });
    expect(archive.status).toBe(409);
  });

  it('archives a vacant property rather than deleting it, and refuses bad input by field', async () => {
    const { propertyId, unitId } = await newProperty();
    const dup = await server.request('POST', `/api/admin/properties/${propertyId}/units`, {
      token: admin,
      body: { label: 'Main', bedrooms: 1, baths: 1, sizeSqFt: 600, floor: null, amenities: [] },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual({ label: 'This property already has a unit with this label' });
    const badBaths = await server.request('PATCH', `/api/admin/units/${unitId}`, {
      token: admin,
      body: { baths: 2.3 },
    });
    expect(badBaths.body.fields).toEqual({ baths: 'Enter baths in halves (2 or 2.5)' });
    const badOwner = await server.request('PATCH', `/api/admin/properties/${propertyId}`, {
      token: admin,
      body: {
        ownerId: (
          await server.database.db.select().from(users).where(eq(users.email, 'sb@example.com'))
        )[0]!.id,
      },
    });
    expect(badOwner.body.fields).toEqual({ ownerId: 'Choose a landlord account' });
    const ok = await server.request('POST', `/api/admin/properties/${propertyId}/archive`, {
      token: admin,
      body: {},
    });
    expect(ok.status).toBe(200);
    const list = await server.request('GET', '/api/properties', { token: admin });
    expect(list.body.properties.map((p: { id: string }) => p.id)).not.toContain(propertyId);
    const all = await server.request('GET', '/api/properties?includeArchived=true', {
      token: admin,
    });
    const archived = all.body.properties.find((p: { id: string }) => p.id === propertyId);
    expect(archived).toMatchObject({ archived: true, units: [{ archived: true }] });
  });
});
