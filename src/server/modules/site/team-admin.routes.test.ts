import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
let admin: string;
let sb: string;
let landlord: string;
let offices: { id: string; slug: string; city: string; email: string }[];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  sb = await server.signIn('sb@example.com');
  landlord = await server.signIn('landlord@example.com');
  offices = (await server.request('GET', '/api/admin/team', { token: admin })).body.offices;
});
afterAll(async () => server?.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function office(slug: string) {
  const found = offices.find((o) => o.slug === slug);
  if (!found) throw new Error(`no seeded office ${slug}`);
  return found;
}

function newMember(officeId: string | null) {
  return {
    name: 'Rosa Medina',
    title: { en: 'Leasing Coordinator, Gulf Coast', es: 'Coordinadora de alquileres, Golfo' },
    bio: {
      en: 'Rosa schedules every showing in Collier County.',
      es: 'Rosa agenda cada visita en el condado de Collier.',
    },
    languages: ['English', 'Español'],
    officeId,
    sort: 50,
  };
}

async function publicTeam() {
  const res = await server.request('GET', '/api/team');
  expect(res.status).toBe(200);
  return res.body as {
    members: { id: string; name: string; officeCity: string | null; languages: string[] }[];
    offices: { id: string; city: string; phone: string; email: string }[];
  };
}

async function latestAudit(action: string) {
  const res = await server.request('GET', '/api/admin/audit?pageSize=50', { token: admin });
  expect(res.status).toBe(200);
  return res.body.items.find((e: { action: string }) => e.action === action) as
    { action: string; target: string; actorEmail: string; before: any; after: any } | undefined;
}

describe('team admin API: who may call it', () => {
  it('refuses visitors with 401', async () => {
    const id = office('miami').id;
    expect((await server.request('GET', '/api/admin/team')).status).toBe(401);
    const post = await server.request('POST', '/api/admin/team', { body: newMember(id) });
    expect(post.status).toBe(401);
    const patch = await server.request('PATCH', `/api/admin/team/${UNKNOWN_ID}`, {
      body: { name: 'X' },
    });
    expect(patch.status).toBe(401);
    expect((await server.request('DELETE', `/api/admin/team/${UNKNOWN_ID}`)).status).toBe(401);
    const officePatch = await server.request('PATCH', `/api/admin/offices/${id}`, {
      body: { phone: '+1 (305) 555-0100' },
    });
    expect(officePatch.status).toBe(401);
  });

  it('refuses non-admins with 403, even with a bad body', async () => {
    const id = office('miami').id;
    for (const token of [sb, landlord]) {
      expect((await server.request('GET', '/api/admin/team', { token })).status).toBe(403);
      const post = await server.request('POST', '/api/admin/team', {
        token,
        body: newMember(id),
      });
      expect(post.status).toBe(403);
      const bad = await server.request('POST', '/api/admin/team', { token, body: {} });
      expect(bad.status).toBe(403);
      const del = await server.request('DELETE', `/api/admin/team/${UNKNOWN_ID}`, { token });
      expect(del.status).toBe(403);
      const officePatch = await server.request('PATCH', `/api/admin/offices/${id}`, {
        token,
        body: { email: 'hijack@example.com' },
      });
      expect(officePatch.status).toBe(403);
    }
    expect((await publicTeam()).offices.map((o) => o.email)).not.toContain('hijack@example.com');
  });
});

describe('GET /api/admin/team', () => {
  it('lists every member with their office, and every office', async () => {
    const res = await server.request('GET', '/api/admin/team', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.offices.map((o: { slug: string }) => o.slug)).toEqual([
      'miami',
      'fort-lauderdale',
      'naples',
      'key-west',
    ]);
    const camila = res.body.members.find((m: { name: string }) => m.name === 'Camila Duarte');
    expect(camila).toMatchObject({
      title: { en: 'Founder and Managing Broker', es: 'Fundadora y broker principal' },
      languages: ['English', 'Español', 'Português'],
      officeId: office('miami').id,
      office: { id: office('miami').id, slug: 'miami', city: 'Miami' },
      sort: expect.any(Number),
    });
    expect(camila.bio.en).toMatch(/Key Biscayne/);
  });
});

describe('team members: create, update, delete', () => {
  it('creates a member, audits it, and shows them on the public page', async () => {
    const naples = office('naples');
    const res = await server.request('POST', '/api/admin/team', {
      token: admin,
      body: { ...newMember(naples.id), name: '  Rosa Medina  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Rosa Medina',
      officeId: naples.id,
      office: { city: 'Naples' },
      languages: ['English', 'Español'],
      sort: 50,
    });

    const team = await publicTeam();
    expect(team.members.find((m) => m.id === res.body.id)).toMatchObject({
      name: 'Rosa Medina',
      officeCity: 'Naples',
      languages: ['English', 'Español'],
    });

    const audit = await latestAudit('team-member.create');
    expect(audit).toMatchObject({
      target: `team-member:${res.body.id}`,
      actorEmail: 'admin@example.com',
      before: null,
      after: { name: 'Rosa Medina', officeId: naples.id },
    });
  });

  it('updates a member, moves them to no office, and audits before and after', async () => {
    const created = await server.request('POST', '/api/admin/team', {
      token: admin,
      body: { ...newMember(office('miami').id), name: 'Jon Park' },
    });
    const id = created.body.id as string;

    const res = await server.request('PATCH', `/api/admin/team/${id}`, {
      token: admin,
      body: {
        title: { en: 'Senior Leasing Coordinator', es: '' },
        languages: ['English', 'Kreyòl'],
        officeId: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Jon Park',
      title: { en: 'Senior Leasing Coordinator', es: '' },
      languages: ['English', 'Kreyòl'],
      officeId: null,
      office: null,
    });

    const audit = await latestAudit('team-member.update');
    expect(audit).toMatchObject({
      target: `team-member:${id}`,
      before: { name: 'Jon Park', officeId: office('miami').id, languages: ['English', 'Español'] },
      after: { officeId: null, languages: ['English', 'Kreyòl'] },
    });
    expect(audit!.before.title.en).toBe('Leasing Coordinator, Gulf Coast');

    const shown = (await publicTeam()).members.find((m) => m.id === id);
    expect(shown).toMatchObject({ officeCity: null, languages: ['English', 'Kreyòl'] });
  });

  it('deletes a member (204), then answers 404 for them; the public page drops them', async () => {
    const created = await server.request('POST', '/api/admin/team', {
      token: admin,
      body: { ...newMember(null), name: 'Ines Ortega' },
    });
    const id = created.body.id as string;
    expect((await publicTeam()).members.map((m) => m.id)).toContain(id);

    const del = await server.request('DELETE', `/api/admin/team/${id}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await publicTeam()).members.map((m) => m.id)).not.toContain(id);

    const audit = await latestAudit('team-member.delete');
    expect(audit).toMatchObject({
      target: `team-member:${id}`,
      before: { name: 'Ines Ortega' },
      after: null,
    });

    const again = await server.request('DELETE', `/api/admin/team/${id}`, { token: admin });
    expect(again.status).toBe(404);
    const patch = await server.request('PATCH', `/api/admin/team/${id}`, {
      token: admin,
      body: { name: 'Ghost' },
    });
    expect(patch.status).toBe(404);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const before = (await publicTeam()).members.length;
    const res = await server.request('POST', '/api/admin/team', {
      token: admin,
      body: {
        name: ' ',
        title: { en: '', es: '' },
        bio: { en: 'x'.repeat(1001), es: '' },
        languages: [],
        officeId: 'miami',
        sort: 1.5,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields).toMatchObject({
      name: 'Enter the full name',
      'title.en': 'Enter the job title in English',
      'bio.en': 'Use at most 1000 characters',
      languages: 'Add at least one language',
      officeId: 'Choose an office from the list',
      sort: 'Enter a whole number',
    });

    const dupes = await server.request('POST', '/api/admin/team', {
      token: admin,
      body: { ...newMember(null), languages: ['English', 'english'] },
    });
    expect(dupes.status).toBe(400);
    expect(dupes.body.fields.languages).toBe('List each language once');

    const empty = await server.request('PATCH', `/api/admin/team/${UNKNOWN_ID}`, {
      token: admin,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Change at least one field/);

    const badId = await server.request('PATCH', '/api/admin/team/not-an-id', {
      token: admin,
      body: { name: 'Someone' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.fields.id).toBe('Unknown team member id');

    expect((await publicTeam()).members.length).toBe(before);
  });

  it('answers 400 on officeId for an office that does not exist, and stores nothing', async () => {
    const before = (await publicTeam()).members.length;
    const res = await server.request('POST', '/api/admin/team', {
      token: admin,
      body: newMember(UNKNOWN_ID),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ officeId: 'Choose an office from the list' });
    expect((await publicTeam()).members.length).toBe(before);

    const camila = (await publicTeam()).members.find((m) => m.name === 'Camila Duarte')!;
    const patch = await server.request('PATCH', `/api/admin/team/${camila.id}`, {
      token: admin,
      body: { officeId: UNKNOWN_ID, name: 'Renamed' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.fields.officeId).toBe('Choose an office from the list');
    const after = (await publicTeam()).members.find((m) => m.id === camila.id)!;
    expect(after).toMatchObject({ name: 'Camila Duarte', officeCity: 'Miami' });
  });
});

describe('PATCH /api/admin/offices/:id', () => {
  it('updates the contact details, audits them and shows them on the public page', async () => {
    const keyWest = office('key-west');
    const res = await server.request('PATCH', `/api/admin/offices/${keyWest.id}`, {
      token: admin,
      body: {
        address: '520 Front Street, Suite 2, Key West, FL 33040',
        phone: '+1 (305) 555-0190',
        email: ' KeyWest.Office@Blu.Example ',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: keyWest.id,
      slug: 'key-west',
      city: 'Key West',
      address: '520 Front Street, Suite 2, Key West, FL 33040',
      phone: '+1 (305) 555-0190',
      email: 'keywest.office@blu.example',
    });

    const shown = (await publicTeam()).offices.find((o) => o.id === keyWest.id);
    expect(shown).toMatchObject({
      phone: '+1 (305) 555-0190',
      email: 'keywest.office@blu.example',
    });

    const audit = await latestAudit('office.update');
    expect(audit).toMatchObject({
      target: `office:${keyWest.id}`,
      before: { email: 'keywest@blu.example', phone: '+1 (305) 555-0189' },
      after: { email: 'keywest.office@blu.example', phone: '+1 (305) 555-0190' },
    });
  });

  it('renaming the city shows on the members of that office', async () => {
    const lauderdale = office('fort-lauderdale');
    const res = await server.request('PATCH', `/api/admin/offices/${lauderdale.id}`, {
      token: admin,
      body: { city: 'Fort Lauderdale Beach' },
    });
    expect(res.status).toBe(200);
    const marcus = (await publicTeam()).members.find((m) => m.name === 'Marcus Bell');
    expect(marcus?.officeCity).toBe('Fort Lauderdale Beach');
    await server.request('PATCH', `/api/admin/offices/${lauderdale.id}`, {
      token: admin,
      body: { city: 'Fort Lauderdale' },
    });
  });

  it('answers 400 naming each bad field, 404 for an unknown office', async () => {
    const naples = office('naples');
    const res = await server.request('PATCH', `/api/admin/offices/${naples.id}`, {
      token: admin,
      body: { city: '', address: '', phone: 'call us', email: 'naples-at-blu' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      city: 'Enter the city',
      address: 'Enter the street address',
      phone: 'Use digits, spaces and + ( ) - only',
      email: 'Enter a valid e-mail address',
    });
    const shown = (await publicTeam()).offices.find((o) => o.id === naples.id);
    expect(shown).toMatchObject({ city: 'Naples', email: 'naples@blu.example' });

    const missing = await server.request('PATCH', `/api/admin/offices/${UNKNOWN_ID}`, {
      token: admin,
      body: { phone: '+1 (305) 555-0100' },
    });
    expect(missing.status).toBe(404);
  });
});
