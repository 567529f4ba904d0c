import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { homeOf, leakRequest, uploadMedia, userId } from '../../../../tests/support/maintenance';
import { charges, notifications, outboxEmails, properties, siteSettings } from '../../db/tables';
import { addDays, localDate } from '../../lib/calendar';

let server: TestServer;
let admin: string;
let resident: string;
let resident2: string;
let landlord: string;
let landlord2: string;
let mt: string;
let residentId: string;
let mtId: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, resident, resident2, landlord, landlord2, mt] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('resident@example.com'),
    server.signIn('marcus.bell@example.com'),
    server.signIn('landlord@example.com'),
    server.signIn('landlord2@example.com'),
    server.signIn('mt@example.com'),
  ]);
  residentId = await userId(server, 'resident@example.com');
  mtId = await userId(server, 'mt@example.com');
});
afterAll(async () => server?.close());

const tomorrow = () => addDays(localDate(new Date(), 'America/New_York'), 1);

async function file(extra: Record<string, unknown> = {}, token = resident) {
  const home = await homeOf(server, 'resident@example.com');
  const res = await server.request('POST', `/api/maintenance/${residentId}/requests`, {
    token,
    body: leakRequest(home.unitId, extra),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const act = (id: string, token: string, body: Record<string, unknown>) =>
  server.request('POST', `/api/work-orders/${id}/actions`, { token, body });
const rate = (id: string, token: string, body: { stars: number; comment?: string }) =>
  server.request('POST', `/api/work-orders/${id}/rating`, { token, body });

describe('the resident maintenance page', () => {
  it('shows the resident their homes, their requests and the emergency line', async () => {
    const res = await server.request('GET', `/api/maintenance/${residentId}`, { token: resident });
    expect(res.status).toBe(200);
    expect(res.body.resident.id).toBe(residentId);
    expect(res.body.units.length).toBeGreaterThan(0);
    expect(typeof res.body.emergencyPhone).toBe('string');
  });

  it("refuses another resident's page with 404, and lets staff open it", async () => {
    expect(
      (await server.request('GET', `/api/maintenance/${residentId}`, { token: resident2 })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/maintenance/${residentId}`, { token: admin })).status,
    ).toBe(200);
    // A landlord has no maintenance page to open at all.
    expect(
      (await server.request('GET', `/api/maintenance/${residentId}`, { token: landlord })).status,
    ).toBe(403);
  });

  it('files a request with a photo: stored whole, on the timeline, the admins told', async () => {
    const photo = await uploadMedia(server, resident);
    expect(photo.status).toBe(201);
    expect(photo.body.stage).toBeNull();
    const order = await file({ mediaIds: [photo.body.id] });
    expect(order.reference).toMatch(/^WO-\d{4}-\d{6}$/);
    expect(order.title).toBe('Plumbing: The kitchen sink drips under the cabinet');
    expect(order.status).toBe('new');
    expect(order.media).toHaveLength(1);
    expect(order.media[0].stage).toBe('request');
    expect(order.events.map((e: any) => e.kind)).toEqual(['created']);
    const page = await server.request('GET', `/api/maintenance/${residentId}`, { token: resident });
    expect(page.body.requests.map((r: any) => r.id)).toContain(order.id);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/portal/work-orders/${order.id}`));
    expect(told.map((n) => n.targetRole)).toContain('admin');

    // The signed link shows the photo without the bearer token; a forged one does not.
    const image = await fetch(server.url + order.media[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const forged = await fetch(`${server.url}/api/work-orders/media/${order.media[0].id}?t=abc`);
    expect(forged.status).toBe(403);
  });

  it('refuses a unit the resident does not rent, and a file that is not theirs, at the field', async () => {
    const other = await homeOf(server, 'marcus.bell@example.com');
    const wrongUnit = await server.request('POST', `/api/maintenance/${residentId}/requests`, {
      token: resident,
      body: leakRequest(other.unitId),
    });
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.fields.unitId).toBeTruthy();

    const theirs = await uploadMedia(server, resident2);
    const home = await homeOf(server, 'resident@example.com');
    const stolen = await server.request('POST', `/api/maintenance/${residentId}/requests`, {
      token: resident,
      body: leakRequest(home.unitId, { mediaIds: [theirs.body.id] }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields.mediaIds).toBeTruthy();
    const blank = await server.request('POST', `/api/maintenance/${residentId}/requests`, {
      token: resident,
      body: leakRequest(home.unitId, { description: ' ' }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.description).toBeTruthy();
  });

  it('refuses a file that is neither a photo nor a video', async () => {
    const pdf = await uploadMedia(
      server,
      resident,
      new TextEncoder().encode('%PDF-1.7 not a photo'),
      'image/png',
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.fields.file).toMatch(/photo/);
  });

  it('e-mails an emergency at once to the admins and the on-call technician', async () => {
    await server.database.db.update(siteSettings).set({ onCallTechnicianId: mtId });
    const order = await file({
      urgency: 'emergency',
      description: 'Water pours from the ceiling.',
    });
    const mails = await server.database.db.select().from(outboxEmails);
    const emergency = mails.filter((m) => m.subject.startsWith(`EMERGENCY ${order.reference}`));
    expect(emergency.map((m) => m.to)).toEqual(
      expect.arrayContaining(['admin@example.com', 'mt@example.com']),
    );
  });

  it('lets staff file for a resident after a phone call', async () => {
    const order = await file({}, admin);
    expect(order.source).toBe('staff');
    expect(order.resident.id).toBe(residentId);
  });
});

describe('work orders', () => {
  it('walks new → scheduled → in progress → completed → closed with a timeline', async () => {
    const order = await file();
    const scheduled = await act(order.id, admin, {
      action: 'schedule',
      schedule: { technicianId: mtId, date: tomorrow(), window: 'morning' },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.status).toBe('scheduled');
    expect(scheduled.body.technician.id).toBe(mtId);
    expect(scheduled.body.overdue).toBe(false);

    // The technician sees it among their jobs, in the day view.
    const jobs = await server.request(
      'GET',
      `/api/work-orders?from=${tomorrow()}&to=${tomorrow()}`,
      {
        token: mt,
      },
    );
    expect(jobs.body.workOrders.map((w: any) => w.id)).toContain(order.id);
    // The technician's day shows how to reach the resident and get in; an owner sees no phone.
    const job = jobs.body.workOrders.find((w: any) => w.id === order.id);
    expect(job).toMatchObject({ permissionToEnter: true, pets: 'A friendly cat' });
    expect(job.residentPhone).toMatch(/\d/);
    const owners = await Promise.all(
      [landlord, landlord2].map((token) =>
        server.request('GET', '/api/work-orders?pageSize=200', { token }),
      ),
    );
    const seenByOwner = owners
      .flatMap((o) => o.body.workOrders)
      .find((w: any) => w.id === order.id);
    expect(seenByOwner.residentPhone).toBeNull();
    const detail = await server.request('GET', `/api/work-orders/${order.id}`, { token: mt });
    expect(detail.body.actions).toEqual(['start']);
    expect(detail.body.residentPhone).not.toBeUndefined();

    expect((await act(order.id, mt, { action: 'start' })).body.status).toBe('in_progress');
    const noNotes = await act(order.id, mt, { action: 'complete' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.fields.notes).toBeTruthy();
    const after = await uploadMedia(server, mt);
    const done = await act(order.id, mt, {
      action: 'complete',
      notes: 'Replaced the trap seal; no more drip.',
      afterMediaIds: [after.body.id],
      clientKey: 'phone-complete-0001',
    });
    expect(done.body.status).toBe('completed');
    expect(done.body.media.some((m: any) => m.stage === 'after')).toBe(true);
    // The phone sends it again after losing the answer: counted once.
    const replay = await act(order.id, mt, {
      action: 'complete',
      notes: 'Replaced the trap seal; no more drip.',
      clientKey: 'phone-complete-0001',
    });
    expect(replay.status).toBe(200);
    expect(replay.body.events.filter((e: any) => e.toStatus === 'completed')).toHaveLength(1);

    expect((await act(order.id, mt, { action: 'close' })).status).toBe(409);
    const closed = await act(order.id, admin, { action: 'close' });
    expect(closed.body.status).toBe('closed');
    expect(closed.body.events.map((e: any) => e.kind)).toEqual([
      'created',
      'scheduled',
      'status',
      'status',
      'status',
    ]);
  });

  it('refuses moves the state machine does not allow with 409, and a missing reason at the field', async () => {
    const order = await file();
    const early = await act(order.id, admin, { action: 'complete', notes: 'x' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/moved on|reload/i);
    const noReason = await act(order.id, admin, { action: 'cancel' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBeTruthy();
    const past = await act(order.id, admin, {
      action: 'schedule',
      schedule: { technicianId: mtId, date: '2020-01-01', window: 'morning' },
    });
    expect(past.status).toBe(400);
    expect(past.body.fields['schedule.date']).toBeTruthy();
    const notTech = await act(order.id, admin, {
      action: 'schedule',
      schedule: { technicianId: residentId, date: tomorrow(), window: 'morning' },
    });
    expect(notTech.status).toBe(400);
  });

  it('lets a resident withdraw a new request, but not once it is scheduled', async () => {
    const order = await file();
    const withdrawn = await act(order.id, resident, {
      action: 'cancel',
      reason: 'Fixed it myself',
    });
    expect(withdrawn.body.status).toBe('cancelled');
    const other = await file();
    await act(other.id, admin, {
      action: 'schedule',
      schedule: { technicianId: mtId, date: tomorrow(), window: 'afternoon' },
    });
    const late = await act(other.id, resident, { action: 'cancel', reason: 'Too late' });
    expect(late.status).toBe(409);
  });

  it('keeps internal comments from the resident', async () => {
    const order = await file();
    const internal = await server.request('POST', `/api/work-orders/${order.id}/comments`, {
      token: admin,
      body: { body: 'Owner prefers their own plumber.', visibility: 'internal' },
    });
    expect(internal.status).toBe(201);
    await server.request('POST', `/api/work-orders/${order.id}/comments`, {
      token: resident,
      body: { body: 'The drip is worse today.' },
    });
    const seen = await server.request('GET', `/api/work-orders/${order.id}`, { token: resident });
    const bodies = seen.body.events.map((e: any) => e.body);
    expect(bodies).toContain('The drip is worse today.');
    expect(bodies).not.toContain('Owner prefers their own plumber.');
    const residentInternal = await server.request('POST', `/api/work-orders/${order.id}/comments`, {
      token: resident,
      body: { body: 'secret', visibility: 'internal' },
    });
    expect(residentInternal.status).toBe(400);
  });

  it("scopes lists: a landlord sees their properties' work orders, not another owner's", async () => {
    const order = await file();
    const home = await homeOf(server, 'resident@example.com');
    const [property] = await server.database.db
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, home.propertyId));
    const ownerToken =
      property!.ownerId === (await userId(server, 'landlord@example.com')) ? landlord : landlord2;
    const otherToken = ownerToken === landlord ? landlord2 : landlord;
    const mine = await server.request('GET', '/api/work-orders?pageSize=200', {
      token: ownerToken,
    });
    expect(mine.body.workOrders.map((w: any) => w.id)).toContain(order.id);
    const theirs = await server.request('GET', '/api/work-orders?pageSize=200', {
      token: otherToken,
    });
    expect(theirs.body.workOrders.map((w: any) => w.id)).not.toContain(order.id);
    expect(
      (await server.request('GET', `/api/work-orders/${order.id}`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/work-orders/${order.id}`, { token: resident2 })).status,
    ).toBe(404);
    expect(
      (
        await server.request('GET', '/api/work-orders', {
          token: await server.signIn('sb@example.com'),
        })
      ).status,
    ).toBe(403);
  });

  it('filters overdue work by the first-response target', async () => {
    const order = await file({ urgency: 'emergency', description: 'No power in the unit.' });
    const { workOrders } = await import('../../db/tables');
    await server.database.db
      .update(workOrders)
      .set({ createdAt: new Date(Date.now() - 5 * 3_600_000) })
      .where(eq(workOrders.id, order.id));
    const overdue = await server.request('GET', '/api/work-orders?overdue=true&pageSize=200', {
      token: admin,
    });
    const found = overdue.body.workOrders.find((w: any) => w.id === order.id);
    expect(found?.overdue).toBe(true);
    await act(order.id, admin, {
      action: 'schedule',
      schedule: { technicianId: mtId, date: tomorrow(), window: 'morning' },
    });
    const after = await server.request('GET', '/api/work-orders?overdue=true&pageSize=200', {
      token: admin,
    });
    expect(after.body.workOrders.map((w: any) => w.id)).not.toContain(order.id);
  });
});

describe('costs and the owner approval', () => {
  it('holds work over the threshold for the owner, who approves from the e-mailed link', async () => {
    const order = await file();
    const home = await homeOf(server, 'resident@example.com');
    await server.database.db
      .update(properties)
      .set({ approvalThresholdCents: 50_000 })
      .where(eq(properties.id, home.propertyId));
    const small = await server.request('POST', `/api/work-orders/${order.id}/costs`, {
      token: admin,
      body: { kind: 'labour', description: 'Diagnosis', quantity: 100, unitCents: 9_500 },
    });
    expect(small.status).toBe(201);
    expect(small.body.estimateCents).toBe(9_500);
    expect(small.body.status).toBe('new');
    const big = await server.request('POST', `/api/work-orders/${order.id}/costs`, {
      token: admin,
      body: {
        kind: 'parts',
        description: 'Water heater, 40 gallons',
        quantity: 1,
        unitCents: 64_000,
      },
    });
    expect(big.body.status).toBe('waiting');
    expect(big.body.waitingReason).toBe('owner_approval');
    expect(big.body.approvalState).toBe('pending');
    expect(big.body.actions).toEqual(['cancel']);

    const mails = await server.database.db.select().from(outboxEmails);
    const mail = mails.find((m) => m.subject.startsWith(`Approval needed: ${order.reference}`));
    const token = /owner-approval\/([\w-]+)/.exec(mail!.text)![1]!;
    const link = await server.request('GET', `/api/work-order-approvals/${token}`);
    expect(link.status).toBe(200);
    expect(link.body.estimateCents).toBe(73_500);
    const noNote = await server.request('POST', `/api/work-order-approvals/${token}`, {
      body: { decision: 'decline' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields.note).toBeTruthy();
    const approved = await server.request('POST', `/api/work-order-approvals/${token}`, {
      body: { decision: 'approve', note: 'Go ahead.' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.approvalState).toBe('approved');
    // The link is single-purpose.
    expect((await server.request('GET', `/api/work-order-approvals/${token}`)).status).toBe(404);
    const after = await server.request('GET', `/api/work-orders/${order.id}`, { token: admin });
    expect(after.body.status).toBe('new');
    expect(after.body.approvedCents).toBe(73_500);
  });

  it('ends the pending approval when the work order is cancelled: the link no longer revives it', async () => {
    const order = await file();
    await server.request('POST', `/api/work-orders/${order.id}/costs`, {
      token: admin,
      body: { kind: 'parts', description: 'Roof membrane', quantity: 1, unitCents: 250_000 },
    });
    const mails = await server.database.db.select().from(outboxEmails);
    const mail = mails.find((m) => m.subject.startsWith(`Approval needed: ${order.reference}`));
    const token = /owner-approval\/([\w-]+)/.exec(mail!.text)![1]!;
    const cancelled = await act(order.id, admin, { action: 'cancel', reason: 'Tenant moved out' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.approvalState).toBeNull();

    expect((await server.request('GET', `/api/work-order-approvals/${token}`)).status).toBe(404);
    const late = await server.request('POST', `/api/work-order-approvals/${token}`, {
      body: { decision: 'approve', note: 'Go ahead.' },
    });
    expect(late.status).toBe(404);
    const after = await server.request('GET', `/api/work-orders/${order.id}`, { token: admin });
    expect(after.body.status).toBe('cancelled');
  });

  it('lets the owner decline in the portal; only the owner may answer', async () => {
    const order = await file();
    const home = await homeOf(server, 'resident@example.com');
    await server.request('POST', `/api/work-orders/${order.id}/costs`, {
      token: admin,
      body: { kind: 'parts', description: 'New compressor', quantity: 1, unitCents: 180_000 },
    });
    const ownerToken =
      home.ownerId === (await userId(server, 'landlord@example.com')) ? landlord : landlord2;
    const byAdmin = await server.request('POST', `/api/work-orders/${order.id}/approval`, {
      token: admin,
      body: { decision: 'approve' },
    });
    expect(byAdmin.status).toBe(403);
    const declined = await server.request('POST', `/api/work-orders/${order.id}/approval`, {
      token: ownerToken,
      body: { decision: 'decline', note: 'Get a second quote first.' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.approvalState).toBe('declined');
    expect(declined.body.status).toBe('waiting');
  });

  it('rates completed work once, and bills it to the lease as a repair charge', async () => {
    const order = await file();
    await act(order.id, admin, {
      action: 'schedule',
      schedule: { technicianId: mtId, date: tomorrow(), window: 'evening' },
    });
    await act(order.id, mt, { action: 'start' });
    expect((await rate(order.id, resident, { stars: 5 })).status).toBe(409);
    await act(order.id, mt, { action: 'complete', notes: 'Done.' });
    const rated = await rate(order.id, resident, { stars: 4, comment: 'Quick and tidy.' });
    expect(rated.body.rating).toBe(4);
    expect((await rate(order.id, resident, { stars: 5 })).status).toBe(409);
    const billed = await server.request('POST', `/api/work-orders/${order.id}/bill`, {
      token: admin,
      body: { amountCents: 12_000, description: 'Drain cleared: hair in the trap' },
    });
    expect(billed.status).toBe(201);
    expect(billed.body.billedChargeReference).toMatch(/^INV-/);
    const [charge] = await server.database.db
      .select()
      .from(charges)
      .where(eq(charges.reference, billed.body.billedChargeReference));
    expect(charge).toMatchObject({ kind: 'repair', amountCents: 12_000 });
    expect(
      (
        await server.request('POST', `/api/work-orders/${order.id}/bill`, {
          token: admin,
          body: { amountCents: 1, description: 'again' },
        })
      ).status,
    ).toBe(409);
  });

  it("puts completed work's costs on the owner's statement as an expense", async () => {
    const order = await file();
    const home = await homeOf(server, 'resident@example.com');
    const ownerToken =
      home.ownerId === (await userId(server, 'landlord@example.com')) ? landlord : landlord2;
    await server.request('POST', `/api/work-orders/${order.id}/costs`, {
      token: admin,
      body: { kind: 'labour', description: 'Plumber, 1.5 h', quantity: 150, unitCents: 8_000 },
    });
    await act(order.id, admin, {
      action: 'schedule',
      schedule: { technicianId: mtId, date: tomorrow(), window: 'morning' },
    });
    await act(order.id, mt, { action: 'start' });
    await server.request('POST', `/api/work-orders/${order.id}/costs`, {
      token: mt,
      body: { kind: 'parts', description: 'Trap seal', quantity: 2, unitCents: 450 },
    });
    await act(order.id, mt, { action: 'complete', notes: 'Sealed.' });
    const statement = await server.request('GET', '/api/statements/month-to-date', {
      token: ownerToken,
    });
    expect(statement.status).toBe(200);
    const line = statement.body.properties.find((p: any) => p.propertyId === home.propertyId);
    const expense = line.expenses.find((e: any) => e.reference === order.reference);
    expect(expense).toMatchObject({
      amountCents: 12_900,
      description: order.title,
    });
    expect(line.expensesCents).toBeGreaterThanOrEqual(12_900);
  });
});
