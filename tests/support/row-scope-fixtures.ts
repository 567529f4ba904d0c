import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { csvField } from '../../src/server/modules/leasing/lease-csv';
import type { RowScope } from '../../src/server/lib/actor';
import {
  cities,
  leadEvents,
  leaseDocuments,
  leaseResidents,
  leases,
  leads,
  listingPhotos,
  listings,
  notificationReceipts,
  notifications,
  ownerStatements,
  paymentMethods,
  payments as paymentsTable,
  properties,
  units,
  users,
  contractParties,
  contracts,
  workOrderCosts,
  workOrderEvents,
  workOrders,
  bills as billsTable,
} from '../../src/server/db/tables';
import type { TestServer } from './api';
import { makePng } from './images';
import { uploadLeaseDocument } from './pdf';
import { validLeads } from './lead-fixtures';
import type { Identity, MatrixIdentities, PairRole } from './matrix-identities';
import { openTestSocket } from './ws-client';
import { draftBody, drawnSignature, sendNewContract } from './contracts';

/** What a row-scope fixture may use: the server and the signed-in identities. */
export interface ScopeContext {
  server: TestServer;
  identities: MatrixIdentities;
}

/**
 * How the authorization matrix finds "someone else's row" for one `RowScope`. For each pair of
 * one role (landlord, resident, sb) the matrix aims each member at the other's rows:
 * - a route whose path names the row gets `rowParams(other)` and must answer `refusal`;
 * - a route without such a path (a list, the caller's own profile) must answer without
 *   mentioning any of `rowIds(other)`, and a GET must mention one of the caller's own;
 * - after any write, `snapshot(other)` must be unchanged.
 * As a control, the same request aimed at the caller's own rows must be allowed.
 */
export interface RowScopeFixture {
  /** The pairs whose members own such rows. */
  roles: readonly PairRole[];
  /** 404 where the row's existence is private; 403 where it is public anyway (listings). */
  refusal: 403 | 404;
  /** Path parameters naming one of `owner`'s rows; absent when no route's path names one. */
  rowParams?(ctx: ScopeContext, owner: Identity): Promise<Record<string, string>>;
  /**
   * Ids of `owner`'s rows, and whatever else names one of them in an answer that carries no ids
   * (the leases CSV names a lease by its property, city and unit).
   */
  rowIds(ctx: ScopeContext, owner: Identity): Promise<string[]>;
  /** `owner`'s rows as another account's write could change them. */
  snapshot(ctx: ScopeContext, owner: Identity): Promise<unknown>;
  /** The body of a write (routes other than GET/HEAD); `{}` when absent. */
  writeBody?(actor: Identity, ctx: ScopeContext): unknown;
  /** Headers a write needs besides the caller's (a fresh Idempotency-Key). */
  writeHeaders?(): Record<string, string>;
  /**
   * Checks a socket route of this scope: `actor` must not watch `other`'s account. Returns
   * what went wrong, one line each.
   */
  socket?(ctx: ScopeContext, url: string, actor: Identity, other: Identity): Promise<string[]>;
}

const idOf = (identity: Identity): string => {
  if (!identity.account) throw new Error(`${identity.label} has no account`);
  return identity.account.id;
};

async function listingsOf(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const rows = await ctx.server.database.db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(units, eq(listings.unitId, units.id))
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .where(eq(properties.ownerId, idOf(owner)))
    .orderBy(asc(listings.id));
  return rows.map((r) => r.id);
}

/** Uploads a photo to `listingId` as the admin: a row that exists for the request to aim at. */
async function addPhoto(ctx: ScopeContext, listingId: string): Promise<string> {
  const form = new FormData();
  const png = new Uint8Array(makePng(32, 24));
  form.append('file', new Blob([png], { type: 'image/png' }), 'matrix.png');
  const res = await fetch(`${ctx.server.url}/api/listings/${listingId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.identities.admin.token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`photo upload for the matrix failed: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

async function leadsAssignedTo(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const rows = await ctx.server.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.assigneeId, idOf(owner)))
    .orderBy(asc(leads.id));
  return rows.map((r) => r.id);
}

/** A lead assigned to `owner`: one already is, or the admin assigns one that is not theirs. */
async function assignedLead(ctx: ScopeContext, owner: Identity): Promise<string> {
  const [existing] = await leadsAssignedTo(ctx, owner);
  if (existing) return existing;
  const [free] = await ctx.server.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(isNull(leads.assigneeId))
    .limit(1);
  if (!free) throw new Error('no unassigned lead to give the matrix broker');
  const res = await ctx.server.request('PATCH', `/api/leads/${free.id}`, {
    token: ctx.identities.admin.token,
    body: { assigneeId: idOf(owner) },
  });
  if (res.status !== 200) throw new Error(`assigning a lead for the matrix failed: ${res.status}`);
  return free.id;
}

async function leadsSubmittedBy(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const rows = await ctx.server.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.submittedBy, idOf(owner)));
  if (rows.length > 0) return rows.map((r) => r.id);
  const res = await ctx.server.request('POST', '/api/leads/concierge', {
    token: owner.token,
    headers: owner.headers,
    body: validLeads.concierge,
  });
  if (res.status !== 201) throw new Error(`a lead for the matrix failed: ${res.status}`);
  return [res.body.id as string];
}

/** A notification addressed to `owner` alone, sent by the admin. */
async function personalNotification(ctx: ScopeContext, owner: Identity): Promise<string> {
  const res = await ctx.server.request('POST', '/api/notifications', {
    token: ctx.identities.admin.token,
    body: { title: 'Matrix', body: `For ${owner.label} only`, userId: idOf(owner) },
  });
  if (res.status !== 201) throw new Error(`a notification for the matrix failed: ${res.status}`);
  return res.body.notification.id as string;
}

/** Opens the socket and says whether the server admitted it, or with which code it closed. */
async function admission(
  ctx: ScopeContext,
  path: string,
  query: Record<string, string | undefined>,
  token?: string,
) {
  const url = new URL(path, ctx.server.url.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  const socket = openTestSocket(url.toString(), token);
  // A refused socket closes at once; an admitted one stays open.
  const open = await Promise.race([socket.closed.then(() => false), socket.settled(300)]);
  if (open) {
    socket.close();
    return 'open';
  }
  return `closed ${(await socket.closed).code}`;
}

/** The leases `owner` may read: those on their properties (a landlord), those naming them. */
async function leasesOf(ctx: ScopeContext, owner: Identity) {
  const db = ctx.server.database.db;
  const mine =
    owner.role === 'landlord'
      ? eq(properties.ownerId, idOf(owner))
      : inArray(
          leases.id,
          db
            .select({ id: leaseResidents.leaseId })
            .from(leaseResidents)
            .where(eq(leaseResidents.userId, idOf(owner))),
        );
  const rows = await db
    .select({
      id: leases.id,
      status: leases.status,
      monthlyRentCents: leases.monthlyRentCents,
      endDate: leases.endDate,
      property: properties.name,
      city: cities.name,
      unit: units.label,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(mine)
    .orderBy(asc(leases.id));
  if (rows.length === 0) throw new Error(`${owner.label} has no lease`);
  return rows;
}

/** The ids of `owner`'s leases, and each one's "property,city,unit" as the CSV export writes it. */
async function leaseMarks(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const rows = await leasesOf(ctx, owner);
  const csvKey = (r: (typeof rows)[number]) =>
    `,${[r.property, r.city, r.unit].map(csvField).join(',')},`;
  return [...rows.map((r) => r.id), ...new Set(rows.map(csvKey))];
}

async function propertiesOf(ctx: ScopeContext, owner: Identity) {
  const rows = await ctx.server.database.db
    .select({ id: properties.id, name: properties.name, archivedAt: properties.archivedAt })
    .from(properties)
    .where(and(eq(properties.ownerId, idOf(owner)), isNull(properties.archivedAt)))
    .orderBy(asc(properties.id));
  if (rows.length === 0) throw new Error(`${owner.label} owns no property`);
  return rows;
}

/** The bills of the owner's properties, those with an invoice file first (its route reads one). */
async function billsOf(ctx: ScopeContext, owner: Identity) {
  const rows = await ctx.server.database.db
    .select({
      id: billsTable.id,
      status: billsTable.status,
      approval: billsTable.ownerApprovalState,
      file: billsTable.fileKey,
    })
    .from(billsTable)
    .innerJoin(properties, eq(properties.id, billsTable.propertyId))
    .where(eq(properties.ownerId, idOf(owner)))
    .orderBy(asc(billsTable.fileKey), asc(billsTable.id));
  const withFile = [...rows.filter((r) => r.file), ...rows.filter((r) => !r.file)];
  if (withFile.length === 0) throw new Error(`${owner.label} has no bill`);
  return withFile;
}

/** The owner's stored statements, newest first (the list's first page shows these). */
async function statementsOf(ctx: ScopeContext, owner: Identity) {
  const rows = await ctx.server.database.db
    .select({
      id: ownerStatements.id,
      period: ownerStatements.period,
      net: ownerStatements.netCents,
    })
    .from(ownerStatements)
    .where(eq(ownerStatements.ownerId, idOf(owner)))
    .orderBy(desc(ownerStatements.period));
  if (rows.length === 0) throw new Error(`${owner.label} has no statement`);
  return rows;
}

/** A document on the lease: one already there, or a PDF the admin uploads. */
async function leaseDocumentOn(ctx: ScopeContext, leaseId: string): Promise<string> {
  const [existing] = await ctx.server.database.db
    .select({ id: leaseDocuments.id })
    .from(leaseDocuments)
    .where(eq(leaseDocuments.leaseId, leaseId))
    .limit(1);
  if (existing) return existing.id;
  const res = await uploadLeaseDocument(ctx.server.url, ctx.identities.admin.token!, leaseId, {
    title: 'Matrix lease',
  });
  if (res.status !== 201) throw new Error(`a lease document for the matrix failed: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** The documents on `owner`'s leases (one is uploaded to the first if there is none). */
async function documentsOf(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const ids = (await leasesOf(ctx, owner)).map((r) => r.id);
  await leaseDocumentOn(ctx, ids[0]!);
  const rows = await ctx.server.database.db
    .select({ id: leaseDocuments.id })
    .from(leaseDocuments)
    .where(inArray(leaseDocuments.leaseId, ids))
    .orderBy(asc(leaseDocuments.id));
  return rows.map((r) => r.id);
}

/** Makes `actor`'s current lease owe $1 more and returns a sandbox token of a card that pays. */
async function owedDollarAndCard(ctx: ScopeContext, actor: Identity): Promise<string> {
  const lease = await ctx.server.request('GET', '/api/me/lease', {
    token: actor.token,
    headers: actor.headers,
  });
  if (lease.status !== 200) throw new Error(`${actor.label} has no current lease: ${lease.status}`);
  const charge = await ctx.server.request('POST', `/api/leases/${lease.body.id}/charges`, {
    token: ctx.identities.admin.token,
    body: { kind: 'other', amountCents: 100, description: 'Matrix dollar' },
  });
  if (charge.status !== 201) throw new Error(`a charge for the matrix failed: ${charge.status}`);
  const card = await ctx.server.request('POST', '/api/payments/sandbox/tokens', {
    body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
  });
  if (card.status !== 201) throw new Error(`a sandbox token for the matrix failed: ${card.status}`);
  return card.body.token as string;
}

/** `owner`'s saved methods, one made (a good test card) if they have none yet. */
async function paymentMethodsOf(ctx: ScopeContext, owner: Identity) {
  const db = ctx.server.database.db;
  const read = () =>
    db
      .select({
        id: paymentMethods.id,
        autopay: paymentMethods.autopay,
        autopayLeaseId: paymentMethods.autopayLeaseId,
        removedAt: paymentMethods.removedAt,
        providerToken: paymentMethods.providerToken,
      })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, idOf(owner)), isNull(paymentMethods.removedAt)))
      .orderBy(asc(paymentMethods.id));
  const rows = await read();
  if (rows.length > 0) return rows;
  await db.insert(paymentMethods).values({
    userId: idOf(owner),
    kind: 'card',
    providerToken: `tok_sbx_ok_4242_${randomUUID().replace(/-/g, '').slice(0, 18)}`,
    brand: 'visa',
    last4: '4242',
  });
  return read();
}

/** The payments of the leases `owner` may read; the admin records a $1 cash payment when none. */
async function paymentsOf(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const leaseIds = (await leasesOf(ctx, owner)).map((r) => r.id);
  const read = async () =>
    (
      await ctx.server.database.db
        .select({ id: paymentsTable.id })
        .from(paymentsTable)
        .where(inArray(paymentsTable.leaseId, leaseIds))
        .orderBy(asc(paymentsTable.id))
    ).map((r) => r.id);
  const found = await read();
  if (found.length > 0) return found;
  const admin = ctx.identities.admin.token;
  const charge = await ctx.server.request('POST', `/api/leases/${leaseIds[0]}/charges`, {
    token: admin,
    body: { kind: 'other', amountCents: 100, description: 'Matrix receipt' },
  });
  if (charge.status !== 201) throw new Error(`a charge for the matrix failed: ${charge.status}`);
  const paid = await ctx.server.request('POST', `/api/leases/${leaseIds[0]}/payments`, {
    token: admin,
    body: { amountCents: 100, method: 'cash', idempotencyKey: `matrix-${randomUUID()}` },
  });
  if (paid.status !== 201) throw new Error(`a payment for the matrix failed: ${paid.status}`);
  return read();
}

/** Which of `owner`'s ties make a work order theirs: their property, their request, their job. */
function workOrderTie(owner: Identity) {
  if (owner.role === 'landlord') return eq(properties.ownerId, idOf(owner));
  if (owner.role === 'mt') return eq(workOrders.technicianId, idOf(owner));
  return eq(workOrders.residentId, idOf(owner));
}

async function workOrdersOf(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const rows = await ctx.server.database.db
    .select({ id: workOrders.id })
    .from(workOrders)
    .innerJoin(properties, eq(properties.id, workOrders.propertyId))
    .where(workOrderTie(owner))
    .orderBy(asc(workOrders.id));
  return rows.map((r) => r.id);
}

/**
 * One of `owner`'s work orders, with a cost line to name: an open one they already have, or one
 * made for them (on their property, their home, or booked with them).
 */
async function workOrderOf(
  ctx: ScopeContext,
  owner: Identity,
): Promise<{ id: string; costId: string }> {
  const db = ctx.server.database.db;
  const [open] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .innerJoin(properties, eq(properties.id, workOrders.propertyId))
    .where(
      and(workOrderTie(owner), inArray(workOrders.status, ['new', 'scheduled', 'in_progress'])),
    )
    .orderBy(asc(workOrders.id))
    .limit(1);
  let id = open?.id;
  if (!id) {
    const tie =
      owner.role === 'landlord'
        ? { propertyId: (await propertiesOf(ctx, owner))[0]!.id }
        : owner.role === 'resident'
          ? await (async () => {
              const lease = (await leasesOf(ctx, owner))[0]!;
              const [unit] = await db
                .select({ unitId: leases.unitId, propertyId: units.propertyId })
                .from(leases)
                .innerJoin(units, eq(units.id, leases.unitId))
                .where(eq(leases.id, lease.id));
              return { ...unit!, leaseId: lease.id, residentId: idOf(owner) };
            })()
          : {
              propertyId: (await db.select({ id: properties.id }).from(properties).limit(1))[0]!.id,
              technicianId: idOf(owner),
              status: 'scheduled' as const,
              scheduledStart: new Date(Date.now() + 86_400_000),
              scheduledEnd: new Date(Date.now() + 90_000_000),
            };
    const [made] = await db
      .insert(workOrders)
      .values({
        reference: `WO-MATRIX-${randomUUID().slice(0, 8)}`,
        source: 'staff',
        category: 'plumbing',
        urgency: 'routine',
        title: `Matrix work order for ${owner.label}`,
        description: 'Made by the authorization matrix.',
        ...tie,
      })
      .returning({ id: workOrders.id });
    id = made!.id;
  }
  const [cost] = await db
    .insert(workOrderCosts)
    .values({
      workOrderId: id,
      kind: 'parts',
      description: 'Matrix part',
      quantity: 1,
      unitCents: 100,
      amountCents: 100,
    })
    .returning({ id: workOrderCosts.id });
  return { id, costId: cost!.id };
}

async function workOrderSnapshot(ctx: ScopeContext, owner: Identity) {
  const ids = await workOrdersOf(ctx, owner);
  const db = ctx.server.database.db;
  return {
    orders: await db
      .select({
        id: workOrders.id,
        status: workOrders.status,
        approvalState: workOrders.approvalState,
        rating: workOrders.rating,
        billedChargeId: workOrders.billedChargeId,
        technicianId: workOrders.technicianId,
      })
      .from(workOrders)
      .where(inArray(workOrders.id, ids))
      .orderBy(asc(workOrders.id)),
    costs: await db
      .select({ id: workOrderCosts.id })
      .from(workOrderCosts)
      .where(inArray(workOrderCosts.workOrderId, ids))
      .orderBy(asc(workOrderCosts.id)),
    events: await db
      .select({ id: workOrderEvents.id })
      .from(workOrderEvents)
      .where(inArray(workOrderEvents.workOrderId, ids))
      .orderBy(asc(workOrderEvents.id)),
  };
}

/** The resident's own requests (their maintenance page lists them). */
async function requestsOf(ctx: ScopeContext, owner: Identity) {
  return ctx.server.database.db
    .select({ id: workOrders.id, status: workOrders.status })
    .from(workOrders)
    .where(eq(workOrders.residentId, idOf(owner)))
    .orderBy(asc(workOrders.id));
}

/** Work orders reached through one tie (or all three): the same rows, the same refusal. */
function workOrderFixture(roles: PairRole[]): RowScopeFixture {
  return {
    roles,
    // Whether a repair exists at someone else's home is private: "not found".
    refusal: 404,
    rowParams: workOrderOf,
    async rowIds(ctx, owner) {
      await workOrderOf(ctx, owner);
      return workOrdersOf(ctx, owner);
    },
    snapshot: workOrderSnapshot,
    // One body every write of the scope accepts (each route reads its own fields), so a refusal
    // comes from the scope, never from validation.
    writeBody: (actor) => ({
      action: 'cancel',
      reason: `Matrix cancel by ${actor.label}`,
      body: `Matrix comment by ${actor.label}`,
      visibility: 'shared',
      kind: 'parts',
      description: `Matrix line by ${actor.label}`,
      quantity: 1,
      unitCents: 100,
      decision: 'decline',
      note: `Matrix note by ${actor.label}`,
      stars: 5,
      amountCents: 100,
    }),
  };
}

/** Contracts `owner` can see as a party: one is sent to them by the admin if none is. */
async function contractsOf(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const email = owner.account!.email.toLowerCase();
  const rows = await ctx.server.database.db
    .select({ id: contractParties.contractId })
    .from(contractParties)
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .where(
      and(eq(contractParties.email, email), inArray(contracts.status, ['sent', 'partly_signed'])),
    )
    .orderBy(asc(contractParties.contractId));
  if (rows.length > 0) return rows.map((r) => r.id);
  await sendNewContract(ctx.server, ctx.identities.admin.token!, {
    parties: [{ name: owner.label, email }],
  });
  return contractsOf(ctx, owner);
}

async function contractSnapshot(ctx: ScopeContext, ids: string[]) {
  const db = ctx.server.database.db;
  return {
    contracts: await db
      .select({ id: contracts.id, status: contracts.status, body: contracts.body })
      .from(contracts)
      .where(inArray(contracts.id, ids))
      .orderBy(asc(contracts.id)),
    parties: await db
      .select({ id: contractParties.id, status: contractParties.status })
      .from(contractParties)
      .where(inArray(contractParties.contractId, ids))
      .orderBy(asc(contractParties.id)),
  };
}

/** Management agreements `owner` (a broker) created: one draft for an assigned lead if none. */
async function agreementsOf(ctx: ScopeContext, owner: Identity): Promise<string[]> {
  const rows = await ctx.server.database.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.createdBy, idOf(owner)), inArray(contracts.status, ['draft', 'sent'])))
    .orderBy(asc(contracts.id));
  if (rows.length > 0) return rows.map((r) => r.id);
  const leadId = await assignedLead(ctx, owner);
  const res = await ctx.server.request('POST', '/api/contracts', {
    token: owner.token,
    headers: owner.headers,
    body: draftBody({
      kind: 'management-agreement',
      leadId,
      parties: [
        { name: 'Matrix Owner', email: `matrix-owner-${idOf(owner).slice(0, 8)}@example.com` },
      ],
    }),
  });
  if (res.status !== 201)
    throw new Error(`a broker's agreement for the matrix failed: ${res.status}`);
  return agreementsOf(ctx, owner);
}

export const ROW_SCOPE_FIXTURES: Record<RowScope, RowScopeFixture> = {
  'own-account': {
    roles: ['landlord', 'resident', 'sb'],
    refusal: 404,
    rowIds: async (_ctx, owner) => [idOf(owner)],
    snapshot: async (ctx, owner) =>
      ctx.server.database.db
        .select({ name: users.name, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.id, idOf(owner))),
    writeBody: (actor) => ({ name: `Matrix ${actor.label} renamed` }),
    async socket(ctx, url, actor, other) {
      const problems: string[] = [];
      const expect = async (
        who: string,
        query: Record<string, string | undefined>,
        token: string | undefined,
        want: string,
      ) => {
        const got = await admission(ctx, url, query, token);
        if (got !== want) problems.push(`${url}: ${who} → ${got}, expected ${want}`);
      };
      const admin = ctx.identities.admin;
      await Promise.all([
        expect('anonymous, without a token', { accountId: idOf(other) }, undefined, 'closed 4001'),
        expect(
          `${actor.label}'s token for ${other.label}'s account`,
          { accountId: idOf(other) },
          actor.token,
          'closed 4003',
        ),
        expect(
          `${actor.label}'s token for their own account`,
          { accountId: idOf(actor) },
          actor.token,
          'open',
        ),
        expect(
          `admin's token for ${other.label}'s account`,
          { accountId: idOf(other) },
          admin.token,
          'open',
        ),
      ]);
      return problems;
    },
  },

  'own-listing': {
    roles: ['landlord'],
    // Listings are on the public site: hiding one hides nothing, and the owner is told why.
    refusal: 403,
    async rowParams(ctx, owner) {
      const [listingId] = await listingsOf(ctx, owner);
      if (!listingId) throw new Error(`${owner.label} owns no listing`);
      return { id: listingId, photoId: await addPhoto(ctx, listingId) };
    },
    rowIds: listingsOf,
    async snapshot(ctx, owner) {
      const ids = await listingsOf(ctx, owner);
      const db = ctx.server.database.db;
      return {
        photos: await db
          .select({ id: listingPhotos.id, listingId: listingPhotos.listingId })
          .from(listingPhotos)
          .where(inArray(listingPhotos.listingId, ids))
          .orderBy(asc(listingPhotos.id)),
        texts: await db
          .select({
            id: listings.id,
            title: listings.title,
            description: listings.description,
            spanish: listings.spanish,
          })
          .from(listings)
          .where(inArray(listings.id, ids))
          .orderBy(asc(listings.id)),
      };
    },
    // A valid texts body, so a refusal is the owner check's and not validation's.
    writeBody: (actor) => ({
      title: { en: `Matrix title by ${actor.label}`, es: '' },
      description: { en: `Matrix description by ${actor.label}`, es: '' },
    }),
  },

  'assigned-lead': {
    roles: ['sb'],
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: await assignedLead(ctx, owner) }),
    async rowIds(ctx, owner) {
      await assignedLead(ctx, owner);
      return leadsAssignedTo(ctx, owner);
    },
    async snapshot(ctx, owner) {
      const ids = await leadsAssignedTo(ctx, owner);
      const db = ctx.server.database.db;
      return {
        leads: await db
          .select({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId })
          .from(leads)
          .where(inArray(leads.id, ids))
          .orderBy(asc(leads.id)),
        events: await db
          .select({ id: leadEvents.id })
          .from(leadEvents)
          .where(inArray(leadEvents.leadId, ids))
          .orderBy(asc(leadEvents.id)),
      };
    },
    writeBody: (actor) => ({ note: `Matrix note by ${actor.label}` }),
  },

  'own-lead': {
    roles: ['resident'],
    refusal: 404,
    rowIds: leadsSubmittedBy,
    snapshot: leadsSubmittedBy,
  },

  'own-notification': {
    roles: ['landlord', 'resident', 'sb'],
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: await personalNotification(ctx, owner) }),
    rowIds: async (ctx, owner) => [await personalNotification(ctx, owner)],
    async snapshot(ctx, owner) {
      // The per-person state (read, dismissed) of the owner, and anyone's on the owner's own
      // notifications: a read-all or dismiss that forgot its scope leaves a receipt there.
      return ctx.server.database.db
        .select({
          notificationId: notificationReceipts.notificationId,
          userId: notificationReceipts.userId,
          readAt: notificationReceipts.readAt,
          dismissedAt: notificationReceipts.dismissedAt,
        })
        .from(notificationReceipts)
        .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
        .where(
          or(
            eq(notificationReceipts.userId, idOf(owner)),
            eq(notifications.targetUserId, idOf(owner)),
          ),
        )
        .orderBy(asc(notificationReceipts.notificationId), asc(notificationReceipts.userId));
    },
  },
  'own-lease': {
    roles: ['landlord', 'resident'],
    // Which leases exist, and whose, is private: another's lease is "not found".
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await leasesOf(ctx, owner))[0]!.id }),
    rowIds: leaseMarks,
    snapshot: leasesOf,
  },

  'own-tenancy': {
    roles: ['resident'],
    refusal: 404,
    rowIds: async (ctx, owner) => (await leasesOf(ctx, owner)).map((r) => r.id),
    async snapshot(ctx, owner) {
      const rows = await leasesOf(ctx, owner);
      const payments = await ctx.server.database.db
        .select({ id: paymentsTable.id, status: paymentsTable.status })
        .from(paymentsTable)
        .where(
          inArray(
            paymentsTable.leaseId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(paymentsTable.id));
      return { leases: rows, payments };
    },
    // A payment of $1 the resident owes (the admin posts it first) by the sandbox's good card.
    writeBody: async (actor, ctx) => ({
      amountCents: 100,
      method: 'card',
      token: await owedDollarAndCard(ctx, actor),
    }),
    writeHeaders: () => ({ 'idempotency-key': `matrix-${randomUUID()}` }),
  },

  'own-payment-method': {
    roles: ['resident'],
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await paymentMethodsOf(ctx, owner))[0]!.id }),
    rowIds: async (ctx, owner) => (await paymentMethodsOf(ctx, owner)).map((r) => r.id),
    snapshot: paymentMethodsOf,
    // Saving reads `token`, enrolling `paymentMethodId` (the caller's own method); each ignores the other.
    writeBody: async (actor, ctx) => {
      const card = await ctx.server.request('POST', '/api/payments/sandbox/tokens', {
        body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
      });
      return {
        token: card.body.token as string,
        paymentMethodId: (await paymentMethodsOf(ctx, actor))[0]!.id,
      };
    },
  },

  'own-property': {
    roles: ['landlord'],
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await propertiesOf(ctx, owner))[0]!.id }),
    rowIds: async (ctx, owner) => (await propertiesOf(ctx, owner)).map((r) => r.id),
    snapshot: propertiesOf,
  },

  'own-statement': {
    roles: ['landlord'],
    // Whose statements exist, and for which months, is private: another's is "not found".
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await statementsOf(ctx, owner))[0]!.id }),
    // A statement names its properties, so the owner's property ids mark their rows too.
    rowIds: async (ctx, owner) => [
      ...(await statementsOf(ctx, owner)).map((r) => r.id),
      ...(await propertiesOf(ctx, owner)).map((r) => r.id),
    ],
    snapshot: statementsOf,
  },
  'own-bill': {
    roles: ['landlord'],
    // Whose bills exist is as private as their statements: another's is "not found".
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await billsOf(ctx, owner))[0]!.id }),
    rowIds: async (ctx, owner) => (await billsOf(ctx, owner)).map((r) => r.id),
    snapshot: billsOf,
    // The owner's answer on a bill above the threshold.
    writeBody: () => ({ decision: 'decline', note: '' }),
  },
  'own-owner-report': {
    roles: ['landlord'],
    // An owner's reports are as private as their statements: another's is "not found".
    refusal: 404,
    rowParams: async (_ctx, owner) => ({ ownerId: idOf(owner) }),
    // The reports name the owner by id only in the owner list; reading changes nothing.
    rowIds: async (_ctx, owner) => [idOf(owner)],
    snapshot: async () => [],
  },
  'own-payment': {
    roles: ['landlord', 'resident'],
    // A payment's existence is as private as its lease's: another's receipt is "not found".
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await paymentsOf(ctx, owner))[0]! }),
    rowIds: paymentsOf,
    snapshot: paymentsOf,
  },
  'own-lease-document': {
    roles: ['landlord', 'resident'],
    refusal: 404,
    rowParams: async (ctx, owner) => {
      const leaseId = (await leasesOf(ctx, owner))[0]!.id;
      return { id: leaseId, documentId: await leaseDocumentOn(ctx, leaseId) };
    },
    rowIds: documentsOf,
    snapshot: documentsOf,
  },
  'own-work-order': workOrderFixture(['landlord', 'resident', 'mt']),
  'assigned-work-order': workOrderFixture(['mt']),
  'owned-work-order': workOrderFixture(['landlord']),
  'requested-work-order': workOrderFixture(['resident']),
  'own-maintenance': {
    roles: ['resident'],
    // Another resident's page is "not found" (the page then shows Access Denied), as a lease is.
    refusal: 404,
    rowParams: async (_ctx, owner) => ({ uid: idOf(owner) }),
    rowIds: async (ctx, owner) => (await requestsOf(ctx, owner)).map((r) => r.id),
    snapshot: requestsOf,
    writeBody: async (actor, ctx) => ({
      unitId: (
        await ctx.server.database.db
          .select({ unitId: leases.unitId })
          .from(leases)
          .where(eq(leases.id, (await leasesOf(ctx, actor))[0]!.id))
      )[0]!.unitId,
      category: 'plumbing',
      urgency: 'routine',
      description: `Matrix request by ${actor.label}: the kitchen tap drips.`,
      permissionToEnter: true,
    }),
  },
  'own-contract': {
    roles: ['landlord', 'resident'],
    // Which contracts someone is a party to is private: another's is "not found".
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await contractsOf(ctx, owner))[0]! }),
    rowIds: contractsOf,
    snapshot: async (ctx, owner) => contractSnapshot(ctx, await contractsOf(ctx, owner)),
    // Signing reads the signature, declining the reason: one body serves both.
    writeBody: (actor) => ({ ...drawnSignature(), reason: `Matrix decline by ${actor.label}` }),
  },
  'sent-contract': {
    roles: ['sb'],
    refusal: 404,
    rowParams: async (ctx, owner) => ({ id: (await agreementsOf(ctx, owner))[0]! }),
    rowIds: agreementsOf,
    snapshot: async (ctx, owner) => contractSnapshot(ctx, await agreementsOf(ctx, owner)),
    writeBody: (actor) => ({
      ...draftBody({
        kind: 'management-agreement',
        parties: [{ name: 'Matrix', email: 'matrix-edit@example.com' }],
      }),
      reason: `Matrix void by ${actor.label}`,
    }),
  },
};
