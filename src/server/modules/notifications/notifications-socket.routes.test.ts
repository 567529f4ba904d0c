import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { validLeads } from '../../../../tests/support/lead-fixtures';
import { openTestSocket, socketUrl, type TestSocket } from '../../../../tests/support/ws-client';
import { users } from '../../db/tables';
import { loadSigningKey } from '../auth/keys';

let server: TestServer;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ['admin@example.com', 'resident@example.com', 'landlord@example.com']) {
    tokens.set(email, await server.signIn(email));
  }
  for (const u of await server.database.db.select().from(users)) ids.set(u.email, u.id);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => server?.close());

async function ticketFor(email: string): Promise<string> {
  const res = await server.request('POST', '/api/notifications/ws-ticket', {
    token: tokens.get(email),
  });
  return res.body.ticket as string;
}

function connect(query: Record<string, string | undefined>): TestSocket {
  const socket = openTestSocket(socketUrl(server.url, query));
  open.push(socket);
  return socket;
}

async function connectAs(email: string, accountEmail = email): Promise<TestSocket> {
  const socket = connect({ accountId: ids.get(accountEmail), ticket: await ticketFor(email) });
  expect(await socket.settled()).toBe(true);
  return socket;
}

const send = (body: Record<string, unknown>) =>
  server.request('POST', '/api/notifications', {
    token: tokens.get('admin@example.com'),
    body: { title: 'Live', body: 'A live one', ...body },
  });

describe('GET /ws/notifications refuses', () => {
  it('a connection without a ticket (4001)', async () => {
    const socket = connect({ accountId: ids.get('resident@example.com') });
    expect(await socket.closed).toEqual({ code: 4001, reason: 'ticket required' });
  });

  it('a forged or malformed ticket (4001)', async () => {
    const socket = connect({ accountId: ids.get('resident@example.com'), ticket: 'abc.def.ghi' });
    expect(await socket.closed).toEqual({ code: 4001, reason: 'invalid ticket' });
  });

  it('an access token in place of a ticket (4001)', async () => {
    const socket = connect({
      accountId: ids.get('resident@example.com'),
      ticket: tokens.get('resident@example.com'),
    });
    expect((await socket.closed).code).toBe(4001);
  });

  it('a ticket used a second time (4001)', async () => {
    const ticket = await ticketFor('resident@example.com');
    const first = connect({ accountId: ids.get('resident@example.com'), ticket });
    expect(await first.settled()).toBe(true);
    const second = connect({ accountId: ids.get('resident@example.com'), ticket });
    expect(await second.closed).toEqual({ code: 4001, reason: 'ticket already used' });
  });

  it('an expired ticket (4001)', async () => {
    const key = await loadSigningKey(server.database.db);
    const past = Math.floor(Date.now() / 1000) - 120;
    const ticket = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setSubject(ids.get('resident@example.com')!)
      .setIssuer(server.url)
      .setAudience('ws')
      .setJti(randomUUID())
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(key.privateKey);
    const socket = connect({ accountId: ids.get('resident@example.com'), ticket });
    expect(await socket.closed).toEqual({ code: 4001, reason: 'invalid ticket' });
  });

  it("another account's notifications for a non-admin (4003)", async () => {
    const socket = connect({
      accountId: ids.get('landlord@example.com'),
      ticket: await ticketFor('resident@example.com'),
    });
    expect(await socket.closed).toEqual({ code: 4003, reason: 'forbidden' });
  });
});

describe('GET /ws/notifications delivers', () => {
  it("to the account's own socket, as one JSON notification (docs/product.md)", async () => {
    const socket = await connectAs('resident@example.com');
    const sent = await send({
      title: 'For you',
      link: '/portal',
      userId: ids.get('resident@example.com'),
    });
    const message = await socket.next();
    expect(message).toEqual({
      id: sent.body.notification.id,
      title: 'For you',
      body: 'A live one',
      link: '/portal',
      createdAt: sent.body.notification.createdAt,
      read: false,
      topics: [],
    });
  });

  it('of a new lead to staff, naming the leads topic so open inboxes reload', async () => {
    const socket = await connectAs('admin@example.com');
    const lead = await server.request('POST', '/api/leads/concierge', {
      body: validLeads.concierge,
    });
    expect(lead.status).toBe(201);
    const message = await socket.next();
    expect(message).toMatchObject({
      title: expect.stringContaining(lead.body.reference),
      topics: ['leads'],
    });
  });

  it('to an admin watching another account', async () => {
    const watcher = await connectAs('admin@example.com', 'landlord@example.com');
    const sent = await send({ title: 'Landlord only', userId: ids.get('landlord@example.com') });
    expect((await watcher.next()).id).toBe(sent.body.notification.id);
  });

  it('a role-targeted notification to sockets of that role and no others', async () => {
    const resident = await connectAs('resident@example.com');
    const landlord = await connectAs('landlord@example.com');
    const toResidents = await send({ title: 'Residents', role: 'resident' });
    const toAll = await send({ title: 'Everyone', all: true });
    expect((await resident.next()).id).toBe(toResidents.body.notification.id);
    expect((await resident.next()).id).toBe(toAll.body.notification.id);
    // The landlord's first message is the broadcast: the resident one never came.
    expect((await landlord.next()).id).toBe(toAll.body.notification.id);
    expect(landlord.pending).toEqual([]);
  });

  it('nothing to a user the notification does not target', async () => {
    const landlord = await connectAs('landlord@example.com');
    await send({ title: 'Not for landlords', userId: ids.get('resident@example.com') });
    const marker = await send({ title: 'Marker', userId: ids.get('landlord@example.com') });
    expect((await landlord.next()).id).toBe(marker.body.notification.id);
  });
});

describe('a role change', () => {
  it('closes the user’s sockets (4001) and the reconnected socket gets the new role’s messages', async () => {
    const email = 'mt@example.com';
    tokens.set(email, await server.signIn(email));
    const socket = await connectAs(email);
    const watcher = await connectAs('admin@example.com', email);
    const res = await server.request('PATCH', `/api/admin/users/${ids.get(email)}`, {
      token: tokens.get('admin@example.com'),
      body: { role: 'landlord' },
    });
    expect(res.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4001, reason: 'session ended' });
    expect(await watcher.closed).toEqual({ code: 4001, reason: 'account changed' });

    // The client refreshes its token (the old one carries the old role) and asks for a ticket.
    tokens.set(email, await server.signIn(email));
    const again = await connectAs(email);
    const toLandlords = await send({ title: 'Landlords', role: 'landlord' });
    expect((await again.next()).id).toBe(toLandlords.body.notification.id);
  });
});

describe('blocking', () => {
  it('closes the blocked user’s sockets with 4003 "blocked" and refuses new ones', async () => {
    const email = 'sb@example.com';
    tokens.set(email, await server.signIn(email));
    const socket = await connectAs(email);
    const spareTicket = await ticketFor(email);
    const res = await server.request('PATCH', `/api/admin/users/${ids.get(email)}`, {
      token: tokens.get('admin@example.com'),
      body: { blocked: true },
    });
    expect(res.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4003, reason: 'blocked' });
    const again = connect({ accountId: ids.get(email), ticket: spareTicket });
    expect(await again.closed).toEqual({ code: 4003, reason: 'blocked' });
  });
});
