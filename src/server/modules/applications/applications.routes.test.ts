import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import {
  approveBody,
  createRentalListing,
  freshIpHeader,
  submitApplication,
} from '../../../../tests/support/applications';
import { createActiveUser } from '../../../../tests/support/users';
import {
  applicationDecisions,
  auditLog,
  leaseResidents,
  leases,
  notifications,
  outboxEmails,
  units,
  users,
} from '../../db/tables';

let server: TestServer;
let admin: string;
let landlord: string;
let resident: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, landlord, resident] = (await Promise.all(
    ['admin', 'landlord', 'resident'].map((n) => server.signIn(`${n}@example.com`)),
  )) as [string, string, string];
}, 180_000);
afterAll(async () => server?.close());

const db = () => server.database.db;

async function mailsTo(email: string) {
  return db()
    .select({ subject: outboxEmails.subject, text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt));
}

describe('submitting /car', () => {
  it('records the home, tells the admins "Application received" with a link to the review', async () => {
    const { listingId } = await createRentalListing(server, 250_000);
    const app = await submitApplication(server, { listingId, monthlyIncome: 9_000 });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/portal/applications/${app.id}`));
    expect(notice).toMatchObject({ title: 'Application received', targetRole: 'admin' });
    expect(notice!.topics).toContain('applications');

    const res = await server.request('GET', `/api/applications/${app.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'waiting',
      applicantEmail: app.email,
      home: { listingId, monthlyRentCents: 250_000 },
      monthlyIncomeCents: 900_000,
      incomeToRent: 3.6,
      employment: { status: 'employed', employer: 'Harbor Logistics' },
      decision: null,
    });
    expect(res.body.references).toHaveLength(2);
  });

  it('refuses a listing that is not offered for rent, naming the field', async () => {
    const res = await server.request('POST', '/api/leads/car', {
      body: {
        ...(await import('../../../../tests/support/lead-fixtures')).validLeads.car,
        listingId: '00000000-0000-4000-8000-000000000000',
      },
      headers: freshIpHeader(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.listingId).toMatch(/no longer offered/);
  });
});

describe('who may review', () => {
  it('refuses visitors (401), landlords and residents (403) on every route', async () => {
    const { id } = await submitApplication(server);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/applications'],
      ['GET', `/api/applications/${id}`],
      ['POST', `/api/applications/${id}/approve`, approveBody()],
      ['POST', `/api/applications/${id}/decline`, { note: 'No' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      for (const token of [landlord, resident]) {
        expect((await server.request(method, path, { token, body })).status, path).toBe(403);
      }
    }
    const [decided] = await db()
      .select()
      .from(applicationDecisions)
      .where(eq(applicationDecisions.leadId, id));
    expect(decided).toBeUndefined();
  });

  it('lists newest first and filters by status', async () => {
    const first = await submitApplication(server);
    const second = await submitApplication(server);
    const all = await server.request('GET', '/api/applications', { token: admin });
    expect(all.status).toBe(200);
    const ids = all.body.applications.map((a: { id: string }) => a.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    await server.request('POST', `/api/applications/${first.id}/decline`, {
      token: admin,
      body: { note: 'The home was let to another applicant.' },
    });
    const waiting = await server.request('GET', '/api/applications?status=waiting', {
      token: admin,
    });
    const waitingIds = waiting.body.applications.map((a: { id: string }) => a.id);
    expect(waitingIds).toContain(second.id);
    expect(waitingIds).not.toContain(first.id);
    const declined = await server.request('GET', '/api/applications?status=declined', {
      token: admin,
    });
    expect(declined.body.applications.map((a: { id: string }) => a.id)).toContain(first.id);
    expect(
      (await server.request('GET', '/api/applications?status=maybe', { token: admin })).status,
    ).toBe(400);
  });

  it('answers 404 for an unknown id and for a lead of another kind', async () => {
    const missing = await server.request(
      'GET',
      '/api/applications/00000000-0000-4000-8000-000000000000',
      { token: admin },
    );
    expect(missing.status).toBe(404);
    const other = await server.request('POST', '/api/leads/concierge', {
      body: (await import('../../../../tests/support/lead-fixtures')).validLeads.concierge,
      headers: freshIpHeader(),
    });
    expect(
      (await server.request('GET', `/api/applications/${other.body.id}`, { token: admin })).status,
    ).toBe(404);
  });
});

describe('approving', () => {
  it('makes a draft lease for the home and a new resident account invited by e-mail', async () => {
    const { listingId, unitId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId, name: 'Nadia Fresh' });
    const res = await server.request('POST', `/api/applications/${app.id}/approve`, {
      token: admin,
      body: approveBody({ endDate: null }),
    });
    expect(res.status).toBe(201);
    expect(res.body.existingAccount).toBe(false);

    const [lease] = await db().select().from(leases).where(eq(leases.id, res.body.leaseId));
    expect(lease).toMatchObject({
      unitId,
      status: 'draft',
      endDate: null,
      monthlyRentCents: 300_000,
      securityDepositCents: 300_000,
    });
    const [account] = await db().select().from(users).where(eq(users.email, app.email));
    expect(account).toMatchObject({ role: 'resident', name: 'Nadia Fresh' });
    const [named] = await db()
      .select()
      .from(leaseResidents)
      .where(eq(leaseResidents.leaseId, lease!.id));
    expect(named!.userId).toBe(account!.id);

    const subjects = (await mailsTo(app.email)).map((m) => m.subject);
    expect(subjects).toContain(`Your rental application ${app.reference} is approved`);
    expect(subjects.some((s) => /account is ready/.test(s))).toBe(true);

    const detail = await server.request('GET', `/api/applications/${app.id}`, { token: admin });
    expect(detail.body).toMatchObject({
      status: 'approved',
      decision: { outcome: 'approved', leaseId: lease!.id, note: 'Welcome aboard.' },
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application.approve'),
          eq(auditLog.target, `lead:${app.reference}`),
        ),
      );
    expect(audit).toBeDefined();
  });

  it('answers an application from the Spanish form in Spanish, and the new account reads Spanish', async () => {
    const { listingId } = await createRentalListing(server);
    const app = await submitApplication(server, {
      listingId,
      name: 'Nadia Fresca',
      language: 'es',
    });
    const res = await server.request('POST', `/api/applications/${app.id}/approve`, {
      token: admin,
      body: approveBody({ endDate: null }),
    });
    expect(res.status).toBe(201);
    const [account] = await db().select().from(users).where(eq(users.email, app.email));
    expect(account!.language).toBe('es');

    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, app.email));
    const approved = mails.find(
      (m) => m.subject === `Su solicitud de alquiler ${app.reference} fue aprobada`,
    );
    expect(approved).toBeDefined();
    expect(approved!.text).toContain('Hola, Nadia Fresca:');
    expect(approved!.text).toContain(
      'Buenas noticias: su solicitud para alquilar Test home for rent',
    );
    expect(approved!.text).toMatch(/Fecha de inicio:\s+1 de febrero de 2030/);
    expect(approved!.text).toMatch(/Fecha de fin:\s+mes a mes/);
    expect(approved!.text).toMatch(/Alquiler mensual:\s+\$3,000\.00/);
    expect(approved!.html).toContain('<html lang="es"');
    expect(approved!.html).toContain('>Alquiler mensual</td>');
    expect(mails.map((m) => m.subject)).toContain('Su cuenta de Blu está lista');
    // The thanks for the application itself was Spanish too.
    expect(mails.map((m) => m.subject)).toContain(
      `Recibimos su solicitud de alquiler – ${app.reference}`,
    );
  });

  it('refuses a second approval (409) and a decline after it', async () => {
    const { listingId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId });
    const url = `/api/applications/${app.id}/approve`;
    expect((await server.request('POST', url, { token: admin, body: approveBody() })).status).toBe(
      201,
    );
    const again = await server.request('POST', url, { token: admin, body: approveBody() });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already approved/);
    const decline = await server.request('POST', `/api/applications/${app.id}/decline`, {
      token: admin,
      body: { note: 'Changed our mind' },
    });
    expect(decline.status).toBe(409);
    const leaseCount = await db()
      .select({ id: applicationDecisions.leaseId })
      .from(applicationDecisions)
      .where(eq(applicationDecisions.leadId, app.id));
    expect(leaseCount).toHaveLength(1);
  });

  it('reuses an existing account: a plain user becomes a resident, no invitation is sent', async () => {
    const user = await createActiveUser(server, admin, { role: 'user' });
    const { listingId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId, email: user.email });
    const before = (await mailsTo(user.email)).length;
    const res = await server.request('POST', `/api/applications/${app.id}/approve`, {
      token: admin,
      body: approveBody(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ existingAccount: true, residentId: user.id });
    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account!.role).toBe('resident');
    const mails = await mailsTo(user.email);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.text).toMatch(/existing account/);
  });

  it('keeps an existing resident a resident, and refuses a staff account (409, nothing made)', async () => {
    const { listingId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId, email: 'resident@example.com' });
    const ok = await server.request('POST', `/api/applications/${app.id}/approve`, {
      token: admin,
      body: approveBody({ startDate: '2031-06-01', endDate: null }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.existingAccount).toBe(true);

    const staff = await submitApplication(server, { listingId, email: 'sb@example.com' });
    const leasesBefore = (await db().select({ id: leases.id }).from(leases)).length;
    const refused = await server.request('POST', `/api/applications/${staff.id}/approve`, {
      token: admin,
      body: approveBody(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sb account/);
    expect((await db().select({ id: leases.id }).from(leases)).length).toBe(leasesBefore);
    const [sb] = await db().select().from(users).where(eq(users.email, 'sb@example.com'));
    expect(sb!.role).toBe('sb');
  });

  it('is whole: when the lease is refused, no account, lease or decision is left', async () => {
    const { listingId, unitId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId });
    // The unit is archived after the application: the lease-create rules refuse it, after the
    // account was already made inside the transaction.
    await db().update(units).set({ archivedAt: new Date() }).where(eq(units.id, unitId));
    const leasesBefore = (await db().select({ id: leases.id }).from(leases)).length;
    const res = await server.request('POST', `/api/applications/${app.id}/approve`, {
      token: admin,
      body: approveBody(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.unitId).toBeDefined();
    expect(await db().select().from(users).where(eq(users.email, app.email))).toEqual([]);
    expect((await db().select({ id: leases.id }).from(leases)).length).toBe(leasesBefore);
    expect(
      await db().select().from(applicationDecisions).where(eq(applicationDecisions.leadId, app.id)),
    ).toEqual([]);
    expect(await mailsTo(app.email)).toHaveLength(1); // only the submission's confirmation
  });

  it('names the field in a 400: bad dates, rent, and a missing home', async () => {
    const { listingId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId });
    const url = `/api/applications/${app.id}/approve`;
    const bad = await server.request('POST', url, {
      token: admin,
      body: approveBody({ startDate: '2030-05-01', endDate: '2030-04-01', monthlyRentCents: 0 }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['endDate', 'monthlyRentCents']),
    );

    const homeless = await submitApplication(server);
    const noUnit = await server.request('POST', `/api/applications/${homeless.id}/approve`, {
      token: admin,
      body: approveBody(),
    });
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.fields.unitId).toMatch(/Choose the home/);
    const unitId = (await createRentalListing(server)).unitId;
    const chosen = await server.request('POST', `/api/applications/${homeless.id}/approve`, {
      token: admin,
      body: approveBody({ unitId }),
    });
    expect(chosen.status).toBe(201);
  });

  it('lets an admin activate the draft, which tells the resident and the landlord', async () => {
    const { listingId } = await createRentalListing(server);
    const app = await submitApplication(server, { listingId });
    const approved = await server.request('POST', `/api/applications/${app.id}/approve`, {
      token: admin,
      body: approveBody({ startDate: '2029-03-01', endDate: null }),
    });
    const leaseId = approved.body.leaseId as string;
    const activated = await server.request('POST', `/api/leases/${leaseId}/activate`, {
      token: admin,
      body: {},
    });
    expect(activated.status).toBe(200);
    expect(activated.body.status).toBe('active');
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Lease activated'));
    const [landlordRow] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'landlord@example.com'));
    const targets = notices.map((n) => n.targetUserId);
    expect(targets).toContain(approved.body.residentId);
    expect(targets).toContain(landlordRow!.id);
  });
});

describe('declining', () => {
  it('needs a note (400 on the field), then e-mails the applicant with it', async () => {
    const app = await submitApplication(server);
    const url = `/api/applications/${app.id}/decline`;
    const empty = await server.request('POST', url, { token: admin, body: { note: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.note).toMatch(/Write a note/);
    expect(empty.body.codes.note).toBe('application.noteRequired');

    const res = await server.request('POST', url, {
      token: admin,
      body: { note: 'Income is below three times the rent.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'declined',
      decision: {
        outcome: 'declined',
        note: 'Income is below three times the rent.',
        leaseId: null,
      },
    });
    const [mail] = await mailsTo(app.email);
    expect(mail!.subject).toBe(`Your rental application ${app.reference}`);
    expect(mail!.text).toContain('Income is below three times the rent.');
    expect(await db().select().from(users).where(eq(users.email, app.email))).toEqual([]);
  });
});
