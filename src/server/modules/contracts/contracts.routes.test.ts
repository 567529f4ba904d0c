import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import {
  contractBody,
  draftBody,
  drawnSignature,
  sendNewContract,
  signingTokenFor,
} from '../../../../tests/support/contracts';
import { createTestLease, createTestUnit } from '../../../../tests/support/leasing';
import { pdfText } from '../../../../tests/support/pdf-text';
import { createActiveUser } from '../../../../tests/support/users';
import {
  brokerCommissions,
  contractEvents,
  contractParties,
  contracts,
  leads,
  leases,
  outboxEmails,
  properties,
  users,
} from '../../db/tables';

let server: TestServer;
let admin: string;
let resident: string;
let resident2: string;
let landlord: string;
let sb: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, resident, resident2, landlord, sb] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('resident@example.com'),
    server.signIn('marcus.bell@example.com'),
    server.signIn('landlord@example.com'),
    server.signIn('sb@example.com'),
  ]);
});
afterAll(async () => server?.close());

const guest = (n: number) => ({
  name: `Guest Signer ${n}`,
  email: `guest${n}-${Date.now()}@example.org`,
});

async function getPdf(path: string, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function verify(bytes: Uint8Array, token = admin) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'contract.pdf');
  const res = await fetch(`${server.url}/api/contracts/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('templates', () => {
  it('lists the four seeded Florida templates and saves a change as a new version', async () => {
    const list = await server.request('GET', '/api/contract-templates', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.items.map((t: any) => t.kind).sort()).toEqual([
      'lease-renewal-addendum',
      'management-agreement',
      'residential-lease',
      'vendor-agreement',
    ]);
    const vendor = await server.request('GET', '/api/contract-templates/vendor-agreement', {
      token: admin,
    });
    expect(vendor.body.body).toContain('{{signature:1}}');
    const saved = await server.request('PUT', '/api/contract-templates/vendor-agreement', {
      token: admin,
      body: {
        name: vendor.body.name,
        description: vendor.body.description,
        body: `${vendor.body.body}\n\nAn added clause.`,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(vendor.body.version + 1);
    expect(saved.body.versions[0].version).toBe(saved.body.version);
  });

  it('previews with sample data and refuses a text that is too short', async () => {
    const preview = await server.request('POST', '/api/contracts/preview', {
      token: admin,
      body: { body: '## Hi {{owner.name}}\n\n{{signature:1}}\n', sample: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.blocks[0].html).toContain('Marisol Vega');
    expect(preview.body.blocks[1]).toMatchObject({ type: 'field', kind: 'signature', signer: 1 });
    const bad = await server.request('PUT', '/api/contract-templates/vendor-agreement', {
      token: admin,
      body: { name: 'Vendor', description: '', body: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.body).toBe('Write the template text');
    const company = await server.request('POST', '/api/contracts/preview', {
      token: admin,
      body: { body: 'For {{company.name}}, {{contract.date}}\n\n{{signature:1}}\n', sample: true },
    });
    expect(company.body.unfilled).toEqual([]);
    const typo = await server.request('PUT', '/api/contract-templates/vendor-agreement', {
      token: admin,
      body: {
        name: 'Vendor',
        description: '',
        body: `${'Services as agreed. '.repeat(3)}{{vendor.nam}}\n\n{{signature:1}}\n`,
      },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.fields.body).toBe(
      'Nothing fills {{vendor.nam}}: the vendor fields are {{vendor.name}}, {{vendor.email}}, {{vendor.trade}}',
    );
  });

  it('sanitizes what the text holds: no script or javascript: link reaches the page', async () => {
    const preview = await server.request('POST', '/api/contracts/preview', {
      token: admin,
      body: {
        body: '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      },
    });
    const html = preview.body.blocks.map((b: any) => b.html ?? '').join('');
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
  });
});

describe('creating and sending', () => {
  it('prefills a lease from its draft: residents, rent and the company as signer 2', async () => {
    const unitId = await createTestUnit(server.database.db);
    const leaseId = await createTestLease(server.database.db, {
      unitId,
      startDate: '2031-02-01',
      status: 'draft',
      monthlyRentCents: 245_000,
    });
    const res = await server.request('POST', '/api/contracts/prefill', {
      token: admin,
      body: { kind: 'residential-lease', leaseId },
    });
    expect(res.status).toBe(200);
    expect(res.body.body).toContain('$2,450.00');
    expect(res.body.parties[0]).toMatchObject({ email: 'resident@example.com', role: 'signer' });
    expect(res.body.parties.at(-1)).toMatchObject({ email: 'admin@example.com' });
  });

  it('refuses to send a text with unfilled merge fields or a signer without a signature field', async () => {
    const created = await server.request('POST', '/api/contracts', {
      token: admin,
      body: draftBody({
        parties: [guest(1), guest(2)],
        body: `Hello {{vendor.name}}\n\n{{signature:1}}\n`,
      }),
    });
    expect(created.status).toBe(201);
    const sent = await server.request('POST', `/api/contracts/${created.body.id}/send`, {
      token: admin,
    });
    expect(sent.status).toBe(400);
    expect(sent.body.fields.body).toContain('{{vendor.name}}');
    expect(sent.body.fields.body).toContain('{{signature:2}}');
  });

  it('refuses bad parties field by field', async () => {
    const res = await server.request('POST', '/api/contracts', {
      token: admin,
      body: { ...draftBody({ parties: [{ name: '', email: 'not-an-email' }] }) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields['parties.0.name']).toBe('Enter the name');
    expect(res.body.fields['parties.0.email']).toMatch(/e-mail address/);
  });

  it('freezes the document: the SHA-256 of title and text is recorded and a link e-mailed', async () => {
    const signer = guest(3);
    const id = await sendNewContract(server, admin, { parties: [signer] });
    const detail = await server.request('GET', `/api/contracts/${id}`, { token: admin });
    expect(detail.body.status).toBe('sent');
    const expected = createHash('sha256')
      .update(`${detail.body.title}\n\n${detail.body.body}`)
      .digest('hex');
    expect(detail.body.documentSha256).toBe(expected);
    expect(await signingTokenFor(server, signer.email)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });
});

describe('signing by link', () => {
  it('records opening, signs in parallel, completes with a PDF and certificate for every party', async () => {
    const [a, b] = [guest(4), guest(5)];
    const id = await sendNewContract(server, admin, { parties: [a, b] });
    const tokenA = await signingTokenFor(server, a.email);
    const tokenB = await signingTokenFor(server, b.email);
    const view = await server.request('GET', `/api/sign/${tokenA}`, {
      headers: { 'user-agent': 'ContractTest/1.0' },
    });
    expect(view.status).toBe(200);
    expect(view.body.you).toMatchObject({ name: a.name, signer: 1, mayAct: true });
    expect(view.body.consentText).toMatch(/ESIGN/);

    const noConsent = await server.request('POST', `/api/sign/${tokenA}`, {
      body: { ...drawnSignature(), consent: false },
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields.consent).toBe('Agree to sign electronically to continue');

    const first = await server.request('POST', `/api/sign/${tokenA}`, {
      body: drawnSignature(),
      headers: { 'user-agent': 'ContractTest/1.0' },
    });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('partly_signed');
    expect(first.body.you.mayAct).toBe(false);
    const again = await server.request('POST', `/api/sign/${tokenA}`, { body: drawnSignature() });
    expect(again.status).toBe(409);

    const typed = await server.request('POST', `/api/sign/${tokenB}`, {
      body: {
        consent: true,
        signature: { kind: 'typed', text: b.name, image: drawnSignature().signature.image },
      },
    });
    expect(typed.body.status).toBe('completed');
    expect(typed.body.pdfAvailable).toBe(true);

    const pdf = await getPdf(`/api/sign/${tokenA}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    const [row] = await server.database.db.select().from(contracts).where(eq(contracts.id, id));
    expect(text).toContain(row!.reference);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(`Document SHA-256: ${row!.documentSha256}`);
    expect(text).toContain(a.email);
    expect(text).toContain('ContractTest/1.0');
    expect(
      Buffer.from(pdf.bytes)
        .toString('latin1')
        .match(/\/Subtype\s*\/Image/g)?.length,
    ).toBeGreaterThanOrEqual(2);
    expect(createHash('sha256').update(pdf.bytes).digest('hex')).toBe(row!.finalSha256);

    const mails = await server.database.db
      .select({ to: outboxEmails.to, attachments: outboxEmails.attachments })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Completed: ${row!.title}`));
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    expect(mails.every((m) => m.attachments?.[0]?.filename.startsWith(row!.reference))).toBe(true);

    const events = await server.database.db
      .select({ kind: contractEvents.kind })
      .from(contractEvents)
      .where(eq(contractEvents.contractId, id));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['sent', 'opened', 'consented', 'signed', 'completed']),
    );
  });

  it('refuses a signature image that does not decode, and one stored bad image never blocks the others', async () => {
    const headerOnly = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`;
    const [a, b] = [guest(10), guest(11)];
    const id = await sendNewContract(server, admin, { parties: [a, b] });
    const tokenA = await signingTokenFor(server, a.email);
    const tokenB = await signingTokenFor(server, b.email);
    const refused = await server.request('POST', `/api/sign/${tokenA}`, {
      body: { consent: true, signature: { kind: 'drawn', image: headerOnly } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.signature).toBe(
      'The signature could not be read; clear it and sign again',
    );

    // An image stored before images were checked: the other party still completes the contract.
    expect(
      (await server.request('POST', `/api/sign/${tokenA}`, { body: drawnSignature() })).status,
    ).toBe(200);
    await server.database.db
      .update(contractParties)
      .set({ signatureImage: headerOnly })
      .where(eq(contractParties.email, a.email));
    const last = await server.request('POST', `/api/sign/${tokenB}`, { body: drawnSignature() });
    expect(last.status).toBe(200);
    expect(last.body.status).toBe('completed');
    const pdf = await getPdf(`/api/sign/${tokenB}/pdf`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain(a.name);
    const [row] = await server.database.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row!.status).toBe('completed');
  });

  it('one after another: the second signer is e-mailed only after the first signs', async () => {
    const [a, b] = [guest(6), guest(7)];
    await sendNewContract(server, admin, { parties: [a, b], signingOrder: 'sequential' });
    await expect(signingTokenFor(server, b.email)).rejects.toThrow(/no signing link/);
    const tokenA = await signingTokenFor(server, a.email);
    expect(
      (await server.request('POST', `/api/sign/${tokenA}`, { body: drawnSignature() })).status,
    ).toBe(200);
    const tokenB = await signingTokenFor(server, b.email);
    const view = await server.request('GET', `/api/sign/${tokenB}`);
    expect(view.body.you.mayAct).toBe(true);
  });

  it('declining ends the contract and stops every link', async () => {
    const [a, b] = [guest(8), guest(9)];
    const id = await sendNewContract(server, admin, { parties: [a, b] });
    const tokenA = await signingTokenFor(server, a.email);
    const tokenB = await signingTokenFor(server, b.email);
    const empty = await server.request('POST', `/api/sign/${tokenA}/decline`, {
      body: { reason: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.reason).toBe('Enter the reason');
    expect(
      (
        await server.request('POST', `/api/sign/${tokenA}/decline`, {
          body: { reason: 'The fee is too high' },
        })
      ).status,
    ).toBe(200);
    expect((await server.request('GET', `/api/sign/${tokenB}`)).status).toBe(404);
    const detail = await server.request('GET', `/api/contracts/${id}`, { token: admin });
    expect(detail.body.status).toBe('declined');
    expect(detail.body.parties[0].declineReason).toBe('The fee is too high');
  });
});

describe('the sender', () => {
  it('voids with a reason; resending replaces the links', async () => {
    const a = guest(10);
    const id = await sendNewContract(server, admin, { parties: [a] });
    const first = await signingTokenFor(server, a.email);
    expect(
      (await server.request('POST', `/api/contracts/${id}/resend`, { token: admin })).status,
    ).toBe(200);
    const second = await signingTokenFor(server, a.email);
    expect(second).not.toBe(first);
    expect((await server.request('GET', `/api/sign/${first}`)).status).toBe(404);
    const noReason = await server.request('POST', `/api/contracts/${id}/void`, {
      token: admin,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const voided = await server.request('POST', `/api/contracts/${id}/void`, {
      token: admin,
      body: { reason: 'Wrong unit' },
    });
    expect(voided.body).toMatchObject({ status: 'void', voidReason: 'Wrong unit' });
    expect((await server.request('GET', `/api/sign/${second}`)).status).toBe(404);
  });

  it('changing a sent contract voids it and sends the changed copy with a new hash', async () => {
    const a = guest(11);
    const id = await sendNewContract(server, admin, { parties: [a] });
    const before = await server.request('GET', `/api/contracts/${id}`, { token: admin });
    const changed = await server.request('PUT', `/api/contracts/${id}`, {
      token: admin,
      body: draftBody({ parties: [a], body: `${contractBody(1)}\nA changed clause.` }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.id).not.toBe(id);
    expect(changed.body.status).toBe('sent');
    expect(changed.body.documentSha256).not.toBe(before.body.documentSha256);
    const old = await server.request('GET', `/api/contracts/${id}`, { token: admin });
    expect(old.body).toMatchObject({ status: 'void', replacedBy: changed.body.id });
  });
});

describe('changing a sent contract that cannot be sent', () => {
  it('refuses with 400 at body and leaves the sent contract as it was', async () => {
    const a = guest(16);
    const id = await sendNewContract(server, admin, { parties: [a] });
    const refused = await server.request('PUT', `/api/contracts/${id}`, {
      token: admin,
      body: draftBody({ parties: [a], body: 'Hello {{vendor.name}}, nothing to sign here.' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.body).toContain('{{vendor.name}}');
    const after = await server.request('GET', `/api/contracts/${id}`, { token: admin });
    expect(after.body).toMatchObject({ status: 'sent', replacedBy: null });
  });
});

describe('verifying a document', () => {
  it('accepts the completed PDF and rejects a changed copy and a non-PDF', async () => {
    const a = guest(12);
    await sendNewContract(server, admin, { parties: [a] });
    const token = await signingTokenFor(server, a.email);
    await server.request('POST', `/api/sign/${token}`, { body: drawnSignature() });
    const pdf = await getPdf(`/api/sign/${token}/pdf`);
    const good = await verify(pdf.bytes, resident);
    expect(good.status).toBe(200);
    expect(good.body.valid).toBe(true);
    expect(good.body.contract.parties[0].name).toBe(a.name);
    const altered = new Uint8Array(pdf.bytes);
    const at = Buffer.from(altered).lastIndexOf('%%EOF');
    altered.set(Buffer.from('%% x\n'), at - 6);
    const bad = await verify(altered);
    expect(bad.body.valid).toBe(false);
    expect(bad.body.message).toMatch(/has been changed|not a completed Blu contract/);
    const text = await verify(new TextEncoder().encode('hello'));
    expect(text.body).toMatchObject({
      valid: false,
      message: 'This file is not a PDF, so it is not a Blu contract.',
    });
  });
});

describe('what signing does', () => {
  it('a signed lease activates its draft lease', async () => {
    const unitId = await createTestUnit(server.database.db);
    const leaseId = await createTestLease(server.database.db, {
      unitId,
      startDate: '2031-03-01',
      status: 'draft',
    });
    const id = await sendNewContract(server, admin, {
      kind: 'residential-lease',
      leaseId,
      parties: [{ name: 'Resident', email: 'resident@example.com' }],
    });
    // The resident is signed in: they sign from /contracts/{id}.
    const signed = await server.request('POST', `/api/contracts/${id}/sign`, {
      token: resident,
      body: drawnSignature(),
    });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('completed');
    const [lease] = await server.database.db
      .select({ status: leases.status })
      .from(leases)
      .where(eq(leases.id, leaseId));
    expect(lease!.status).toBe('active');
    const again = await server.request('GET', `/api/contracts/${id}`, { token: admin });
    expect(again.body.effectsNote).toBe('The lease is now active.');
  });

  it('a signed renewal addendum creates the renewal lease', async () => {
    const unitId = await createTestUnit(server.database.db);
    const leaseId = await createTestLease(server.database.db, {
      unitId,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    const renewal = { startDate: '2031-01-01', endDate: '2031-12-31', monthlyRentCents: 260_000 };
    const id = await sendNewContract(server, admin, {
      kind: 'lease-renewal-addendum',
      leaseId,
      renewal,
      parties: [{ name: 'Resident', email: 'resident@example.com' }],
    });
    await server.request('POST', `/api/contracts/${id}/sign`, {
      token: resident,
      body: drawnSignature(),
    });
    const [next] = await server.database.db
      .select()
      .from(leases)
      .where(eq(leases.renewalOf, leaseId));
    expect(next).toMatchObject({
      startDate: '2031-01-01',
      monthlyRentCents: 260_000,
      status: 'draft',
    });
  });

  it("a broker's agreement signed by a new owner wins the lead, brings the owner and property in and pays commission", async () => {
    const [lead] = await server.database.db
      .select()
      .from(leads)
      .where(eq(leads.status, 'proposal'));
    expect(lead).toBeDefined();
    const [broker] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sb@example.com'));
    expect(lead!.assigneeId).toBe(broker!.id);
    const prefill = await server.request('POST', '/api/contracts/prefill', {
      token: sb,
      body: { kind: 'management-agreement', leadId: lead!.id },
    });
    expect(prefill.status).toBe(200);
    expect(prefill.body.parties[0].email).toBe(lead!.contactEmail);
    const created = await server.request('POST', '/api/contracts', {
      token: sb,
      body: {
        ...draftBody({
          kind: 'management-agreement',
          leadId: lead!.id,
          parties: [prefill.body.parties[0]],
        }),
      },
    });
    expect(created.status).toBe(201);
    expect(
      (await server.request('POST', `/api/contracts/${created.body.id}/send`, { token: sb }))
        .status,
    ).toBe(200);
    const token = await signingTokenFor(server, lead!.contactEmail);
    const signed = await server.request('POST', `/api/sign/${token}`, { body: drawnSignature() });
    expect(signed.body.status).toBe('completed');

    const [won] = await server.database.db
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, lead!.id));
    expect(won!.status).toBe('won');
    const [owner] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, lead!.contactEmail));
    expect(owner!.role).toBe('landlord');
    const homes = await server.database.db
      .select()
      .from(properties)
      .where(eq(properties.ownerId, owner!.id));
    expect(homes.length).toBeGreaterThan(0);
    const [commission] = await server.database.db
      .select()
      .from(brokerCommissions)
      .where(eq(brokerCommissions.contractId, created.body.id));
    expect(commission).toMatchObject({ brokerId: broker!.id, amountCents: 75_000 });
    const workspace = await server.request('GET', '/api/broker/workspace', { token: sb });
    expect(workspace.body.thisMonth.wins).toBeGreaterThanOrEqual(1);
    expect(workspace.body.agreements.some((a: any) => a.id === created.body.id)).toBe(true);
    expect(workspace.body.leads.find((l: any) => l.id === lead!.id).status).toBe('won');
  });
});

describe('who sees what', () => {
  it('a resident lists only contracts they are a party to; a broker sends only agreements for their leads', async () => {
    const mine = await sendNewContract(server, admin, {
      parties: [{ name: 'Resident', email: 'resident@example.com' }],
    });
    const theirs = await sendNewContract(server, admin, { parties: [guest(13)] });
    const list = await server.request('GET', '/api/contracts', { token: resident });
    const ids = list.body.items.map((c: any) => c.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(
      (await server.request('GET', `/api/contracts/${theirs}`, { token: resident })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/contracts/${mine}`, { token: resident2 })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/contracts/${mine}`, { token: landlord })).status,
    ).toBe(404);

    const lease = await server.request('POST', '/api/contracts', {
      token: sb,
      body: draftBody({ kind: 'residential-lease', parties: [guest(14)] }),
    });
    expect(lease.status).toBe(403);
    const other = await createActiveUser(server, admin, { role: 'sb' });
    const [lead] = await server.database.db.select().from(leads).where(eq(leads.kind, 'ma-form'));
    const foreign = await server.request('POST', '/api/contracts', {
      token: other.accessToken,
      body: draftBody({ kind: 'management-agreement', leadId: lead!.id, parties: [guest(15)] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.leadId).toBe('Choose a lead from the list');
  });

  it("a broker's prefill reads only their own leads, never a lease or a property", async () => {
    const [lead] = await server.database.db.select().from(leads).where(eq(leads.kind, 'ma-form'));
    const [lease] = await server.database.db.select().from(leases).limit(1);
    const [property] = await server.database.db.select().from(properties).limit(1);
    const other = await createActiveUser(server, admin, { role: 'sb' });
    const prefill = (body: object) =>
      server.request('POST', '/api/contracts/prefill', { token: other.accessToken, body });
    const foreignLead = await prefill({ kind: 'management-agreement', leadId: lead!.id });
    expect(foreignLead.status).toBe(400);
    expect(foreignLead.body.fields.leadId).toBe('Choose a lead from the list');
    expect(JSON.stringify(foreignLead.body)).not.toContain(lead!.contactEmail);
    const byLease = await prefill({ kind: 'management-agreement', leaseId: lease!.id });
    expect(byLease.status).toBe(400);
    expect(byLease.body.fields.leaseId).toBeDefined();
    const byProperty = await prefill({
      kind: 'management-agreement',
      propertyId: property!.id,
    });
    expect(byProperty.status).toBe(400);
    expect(byProperty.body.fields.propertyId).toBeDefined();
    expect((await prefill({ kind: 'residential-lease', leaseId: lease!.id })).status).toBe(403);
    // The blank agreement, for a lead still to choose, stays open to the broker.
    expect((await prefill({ kind: 'management-agreement' })).status).toBe(200);
  });
});

describe('demo data', () => {
  it('shows contracts at every stage, a renewal awaiting the resident and the broker’s commissions', async () => {
    const all = await server.request('GET', '/api/contracts?pageSize=100', { token: admin });
    const statuses = new Set(all.body.items.map((c: any) => c.status));
    for (const s of ['draft', 'sent', 'partly_signed', 'completed', 'declined'])
      expect(statuses).toContain(s);
    const mine = await server.request('GET', '/api/contracts', { token: resident });
    const renewal = mine.body.items.find(
      (c: any) => c.kind === 'lease-renewal-addendum' && c.status === 'sent',
    );
    expect(renewal).toMatchObject({ yourTurn: true, status: 'sent' });
    const owner = await server.request('GET', '/api/contracts?status=completed', {
      token: landlord,
    });
    expect(owner.body.items.length).toBeGreaterThan(0);
    const pdf = await getPdf(`/api/contracts/${owner.body.items[0].id}/pdf`, landlord);
    expect(pdf.status).toBe(200);
    expect((await verify(pdf.bytes, landlord)).body.valid).toBe(true);
    const workspace = await server.request('GET', '/api/broker/workspace', { token: sb });
    expect(
      workspace.body.commissions.filter((m: any) => m.amountCents > 0).length,
    ).toBeGreaterThanOrEqual(3);
    expect(workspace.body.agreements.some((a: any) => a.status === 'sent')).toBe(true);
  });
});
