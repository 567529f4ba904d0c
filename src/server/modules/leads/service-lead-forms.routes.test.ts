import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesHolding } from '../../../shared/permissions';
import { LEAD_KINDS } from '../../../shared/schemas/leads/registry';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { daysFromNow } from '../../../../tests/support/lead-fixtures';
import {
  validServiceLeads,
  type ServiceFixtureKind,
} from '../../../../tests/support/service-lead-fixtures';
import { leads, notifications, outboxEmails } from '../../db/tables';

// The service, community and partner forms (evictions, neighbors, cba, collaboration, renewal,
// sbp, sba, unit contact). The rate limit and the reference counter are the shared
// infrastructure's and are tested in leads.routes.test.ts.
let server: TestServer;
let ipCounter = 0;
const freshIp = () => `198.51.101.${++ipCounter}`;

const submit = (kind: string, body: unknown, token?: string) =>
  server.request('POST', `/api/leads/${kind}`, {
    body,
    token,
    headers: { 'x-forwarded-for': freshIp() },
  });

const with_ = (kind: ServiceFixtureKind, patch: (b: any) => void) => {
  const body = structuredClone(validServiceLeads[kind]) as any;
  patch(body);
  return body;
};

const KINDS = Object.keys(validServiceLeads) as ServiceFixtureKind[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('service forms: valid submissions', () => {
  it.each(KINDS)(
    '%s is stored with its reference; staff and the visitor are told',
    async (kind) => {
      const res = await submit(kind, validServiceLeads[kind]);
      expect(res.status).toBe(201);
      const def = LEAD_KINDS[kind];
      expect(res.body.reference).toMatch(new RegExp(`^${def.prefix}-\\d{4}-\\d{6}$`));
      const db = server.database.db;
      const [lead] = await db.select().from(leads).where(eq(leads.id, res.body.id));
      expect(lead).toMatchObject({
        kind,
        status: 'new',
        reference: res.body.reference,
        contactEmail: 'rafael.montero@example.org',
      });
      expect(lead!.payload).not.toHaveProperty('website');
      const mails = (await db.select().from(outboxEmails)).filter((m) =>
        m.subject.includes(res.body.reference),
      );
      // The office: in the demo data, one account of each role holding the capability.
      const office = rolesHolding('receive:office-notices:any');
      expect(office).toEqual(['admin']);
      const staffEmails = office.map((role) => `${role}@example.com`);
      expect(mails.map((m) => m.to).sort()).toEqual(
        [...staffEmails, 'rafael.montero@example.org'].sort(),
      );
      const confirmation = mails.find((m) => m.to === 'rafael.montero@example.org');
      expect(confirmation!.subject).toBe(
        `We received your ${def.label.toLowerCase()} – ${res.body.reference}`,
      );
      for (const role of office) {
        const [note] = await db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.targetRole, role),
              eq(notifications.link, `/portal/leads?lead=${res.body.id}`),
            ),
          );
        expect(note?.title, role).toBe(`New ${def.label.toLowerCase()} ${res.body.reference}`);
      }
    },
  );

  it('unit inquiries keep the unit and listing ids, and tell the admins who assign them', async () => {
    const res = await submit('unit-contact', validServiceLeads['unit-contact']);
    const [lead] = await server.database.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(lead!.payload).toMatchObject({
      unitId: validServiceLeads['unit-contact'].unitId,
      listingId: validServiceLeads['unit-contact'].listingId,
    });
    const withoutListing = with_('unit-contact', (b) => delete b.listingId);
    expect((await submit('unit-contact', withoutListing)).status).toBe(201);
  });

  it('optional answers may be left empty', async () => {
    const cases: Array<[ServiceFixtureKind, (b: any) => void]> = [
      ['evictions', (b) => Object.assign(b, { noticeServed: 'none', noticeDate: '', details: '' })],
      ['evictions', (b) => Object.assign(b, { reason: 'holdover', amountOwed: 0 })],
      ['collaboration', (b) => Object.assign(b, { trade: 'cleaning', licenseNumber: '' })],
      ['renewal', (b) => Object.assign(b, { changeTypes: [], changes: '', unit: '' })],
      ['unit-contact', (b) => Object.assign(b, { tourDate: '', moveInDate: '' })],
      ['sba', (b) => Object.assign(b, { priceMin: 0, priceMax: 500000 })],
    ];
    for (const [kind, patch] of cases) {
      expect((await submit(kind, with_(kind, patch))).status, kind).toBe(201);
    }
  });
});

describe('service forms: refused input names each field', () => {
  it.each(KINDS)('%s: an empty body lists its required fields', async (kind) => {
    const res = await submit(kind, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(Object.keys(res.body.fields)).toContain('contact');
  });

  const cases: Array<[ServiceFixtureKind, string, (b: any) => void]> = [
    ['evictions', 'contact.email', (b) => (b.contact.email = 'landlord@')],
    ['evictions', 'property.zip', (b) => (b.property.zip = '3313')],
    ['evictions', 'property.city', (b) => (b.property.city = 'orlando')],
    ['evictions', 'tenant.names', (b) => (b.tenant.names = ' ')],
    ['evictions', 'tenant.phone', (b) => (b.tenant.phone = 'call')],
    ['evictions', 'reason', (b) => (b.reason = 'dislike')],
    ['evictions', 'amountOwed', (b) => (b.amountOwed = 0)],
    ['evictions', 'amountOwed', (b) => (b.amountOwed = 12.5)],
    ['evictions', 'noticeServed', (b) => (b.noticeServed = '1-day')],
    ['evictions', 'noticeDate', (b) => (b.noticeDate = '')],
    ['evictions', 'noticeDate', (b) => (b.noticeDate = daysFromNow(10))],
    ['evictions', 'leaseCopy', (b) => (b.leaseCopy = 'maybe')],
    ['neighbors', 'location', (b) => (b.location = '')],
    ['neighbors', 'category', (b) => (b.category = 'ghosts')],
    ['neighbors', 'description', (b) => (b.description = 'Too loud.')],
    ['neighbors', 'incidentDate', (b) => (b.incidentDate = daysFromNow(5))],
    ['neighbors', 'frequency', (b) => (b.frequency = '')],
    ['neighbors', 'followUp', (b) => (b.followUp = 'shout')],
    ['neighbors', 'contact.phone', (b) => (b.contact.phone = '12')],
    ['cba', 'associationName', (b) => (b.associationName = '')],
    ['cba', 'associationType', (b) => (b.associationType = 'coop')],
    ['cba', 'units', (b) => (b.units = 1)],
    ['cba', 'city', (b) => (b.city = '')],
    ['cba', 'boardRole', (b) => (b.boardRole = 'king')],
    ['cba', 'needs', (b) => (b.needs = [])],
    ['collaboration', 'company', (b) => (b.company = '')],
    ['collaboration', 'trade', (b) => (b.trade = 'magic')],
    ['collaboration', 'licenseNumber', (b) => (b.licenseNumber = '')],
    ['collaboration', 'licenseNumber', (b) => (b.licenseNumber = 'EC 1300/8123')],
    ['collaboration', 'yearsInBusiness', (b) => (b.yearsInBusiness = -1)],
    ['collaboration', 'insurance.carrier', (b) => (b.insurance.carrier = '')],
    ['collaboration', 'insurance.liabilityLimit', (b) => (b.insurance.liabilityLimit = '5')],
    ['collaboration', 'insurance.workersComp', (b) => (b.insurance.workersComp = undefined)],
    ['collaboration', 'serviceAreas', (b) => (b.serviceAreas = [])],
    ['collaboration', 'references', (b) => b.references.pop()],
    ['collaboration', 'references.0.phone', (b) => (b.references[0].phone = 'n/a')],
    ['renewal', 'property', (b) => (b.property = '')],
    ['renewal', 'currentLeaseEnd', (b) => (b.currentLeaseEnd = '31/12/2026')],
    ['renewal', 'term', (b) => (b.term = '36')],
    ['renewal', 'changeTypes.0', (b) => (b.changeTypes = ['pool'])],
    ['sbp', 'licenseNumber', (b) => (b.licenseNumber = '')],
    ['sbp', 'brokerage', (b) => (b.brokerage = '')],
    ['sbp', 'yearsLicensed', (b) => (b.yearsLicensed = 70)],
    ['sbp', 'markets', (b) => (b.markets = [])],
    ['sbp', 'closings12Months', (b) => (b.closings12Months = 'many')],
    ['sbp', 'volume12Months', (b) => (b.volume12Months = 'huge')],
    ['sbp', 'referralAgreement', (b) => (b.referralAgreement = false)],
    ['sba', 'intent', (b) => (b.intent = 'renting')],
    ['sba', 'city', (b) => (b.city = 'tampa')],
    ['sba', 'priceMin', (b) => (b.priceMin = -5)],
    ['sba', 'priceMax', (b) => (b.priceMax = 500000)],
    ['sba', 'timeline', (b) => (b.timeline = 'someday')],
    ['sba', 'financing', (b) => (b.financing = 'crypto')],
    ['unit-contact', 'unitId', (b) => (b.unitId = '42')],
    ['unit-contact', 'listingId', (b) => (b.listingId = 'abc')],
    ['unit-contact', 'message', (b) => (b.message = '')],
    ['unit-contact', 'tourDate', (b) => (b.tourDate = daysFromNow(-3))],
    ['unit-contact', 'moveInDate', (b) => (b.moveInDate = 'soon')],
  ];
  it.each(cases)('%s: %s', async (kind, field, patch) => {
    const res = await submit(kind, with_(kind, patch));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(res.body.fields[field]).toMatch(/\.$/);
  });
});

describe('service forms: spam and accounts', () => {
  it.each(KINDS)('%s: a filled honeypot is refused and nothing is stored', async (kind) => {
    const db = server.database.db;
    const before = (await db.select({ id: leads.id }).from(leads)).length;
    const res = await submit(
      kind,
      with_(kind, (b) => (b.website = 'https://cheap-seo.example')),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ website: 'Leave this field empty.' });
    expect((await db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it('a signed-in resident’s renewal is theirs and appears in GET /api/leads/mine', async () => {
    const token = await server.signIn('resident@example.com');
    const sent = await submit('renewal', validServiceLeads.renewal, token);
    expect(sent.status).toBe(201);
    const mine = await server.request('GET', '/api/leads/mine', { token });
    expect(mine.body.items[0]).toMatchObject({
      reference: sent.body.reference,
      kind: 'renewal',
      status: 'new',
    });
  });
});
