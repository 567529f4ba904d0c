import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
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

function connect(query: Record<string, string | undefined>, token?: string): TestSocket {
  const socket = openTestSocket(socketUrl(server.url, query), token);
  open.push(socket);
  return socket;
}

async function connectAs(email: string, accountEmail = email): Promise<TestSocket> {
  const socket = connect({ accountId: ids.get(accountEmail) }, tokens.get(email));
  expect(await socket.settled()).toBe(true);
  return socket;
}

const send = (body: Record<string, unknown>) =>
  server.request('POST', '/api/notifications', {
    token: tokens.get('admin@example.com'),
    body: { title: 'Live', body: 'A live one', ...body },
  });

/** An access token signed with the server's key, with claims a test chooses. */
async function signToken(claims: {
  sub: string;
  audience?: string;
  issuedAt: number;
  expiresAt: number;
}): Promise<string> {
  const key = await loadSigningKey(server.database.db);
  return new SignJWT({
    role: 'resident',
    blocked: false,
    sid: randomUUID(),
    iat_ms: claims.issuedAt * 1000,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject(claims.sub)
    .setIssuer(server.url)
    .setAudience(claims.audience ?? 'blu')
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt)
    .sign(key.privateKey);
}

describe('GET /ws/notifications refuses', () => {
  it('a connection without a token (4001)', async () => {
    const socket = connect({ accountId: ids.get('resident@example.com') });
    expect(await socket.closed).toEqual({ code: 4001, reason: 'token required' });
  });

  it('a forged or malformed token (4001)', async () => {
    const socket = connect({ accountId: ids.get('resident@example.com') }, 'abc.def.ghi');
    expect(await socket.closed).toEqual({ code: 4001, reason: 'invalid token' });
  });

  it('a token signed for another audience (4001)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signToken({
      sub: ids.get('resident@example.com')!,
      audience: 'ws',
      issuedAt: now,
      expiresAt: now + 60,
    });
    const socket = connect({ accountId: ids.get('resident@example.com') }, token);
    expect(await socket.closed).toEqual({ code: 4001, reason: 'invalid token' });
  });

  it('an expired token (4001)', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await signToken({
      sub: ids.get('resident@example.com')!,
      issuedAt: past,
      expiresAt: past + 900,
    });
    const socket = connect({ accountId: ids.get('resident@example.com') }, token);
    expect(await socket.closed).toEqual({ code: 4001, reason: 'invalid token' });
  });

  it('a token of a session that was never opened (4001)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signToken({
      sub: ids.get('resident@example.com')!,
      issuedAt: now,
      expiresAt: now + 60,
    });
    const socket = connect({ accountId: ids.get('resident@example.com') }, token);
    expect(await socket.closed).toEqual({ code: 4001, reason: 'session ended' });
  });

  it("another account's notifications for a non-admin (4003)", async () => {
    const socket = connect(
      { accountId: ids.get('landlord@example.com') },
      tokens.get('resident@example.com'),
    );
    expect(await socket.closed).toEqual({ code: 4003, reason: 'forbidden' });
  });

  it('an account that does not exist, even to an admin (4003)', async () => {
    const socket = connect({ accountId: randomUUID() }, tokens.get('admin@example.com'));
    expect(await socket.closed).toEqual({ code: 4003, reason: 'unknown account' });
  });
});

describe('GET /ws/notifications speaks', () => {
  it('its own protocol back, never the one carrying the token', async () => {
    const socket = await connectAs('resident@example.com');
    expect(socket.ws.protocol).toBe('blu.notifications.v1');
  });

  it('no protocol to a client that offers only a token, which then fails the socket', async () => {
    const token = tokens.get('resident@example.com')!;
    const ws = new WebSocket(socketUrl(server.url, {}), [`blu.token.${token}`]);
    const failure = await new Promise<string>((resolve) => {
      ws.once('error', (err) => resolve(err.message));
      ws.once('open', () => resolve('opened'));
    });
    expect(failure).toMatch(/subprotocol/i);
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

    // The old token is void (it carries the old role); the client refreshes it and reconnects.
    const refused = connect({ accountId: ids.get(email) }, tokens.get(email));
    expect(await refused.closed).toEqual({ code: 4001, reason: 'session ended' });
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
    const res = await server.request('PATCH', `/api/admin/users/${ids.get(email)}`, {
      token: tokens.get('admin@example.com'),
      body: { blocked: true },
    });
    expect(res.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4003, reason: 'blocked' });
    const again = connect({ accountId: ids.get(email) }, tokens.get(email));
    expect(await again.closed).toEqual({ code: 4003, reason: 'blocked' });
  });
});
