import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '../../../shared/schemas/leads/registry';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { daysFromNow, validLeads, type FixtureKind } from '../../../../tests/support/lead-fixtures';
import { leads, notifications, outboxEmails } from '../../db/tables';

let server: TestServer;
let ipCounter = 0;
/** Each submission from its own address unless a test says otherwise, so the rate limit stays out of the way. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const submit = (kind: string, body: unknown, opts: { ip?: string; token?: string } = {}) =>
  server.request('POST', `/api/leads/${kind}`, {
    body,
    token: opts.token,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp() },
  });

const with_ = (kind: FixtureKind, patch: (b: any) => void) => {
  const body = structuredClone(validLeads[kind]) as any;
  patch(body);
  return body;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/leads/:kind: valid submissions', () => {
  const publicKinds = ['concierge', 'ma-form', 'multi-ma', 'car', 'referral'] as const;
  it.each(publicKinds)(
    '%s is stored with a reference, staff are told, the visitor is thanked',
    async (kind) => {
      const res = await submit(kind, validLeads[kind]);
      expect(res.status).toBe(201);
      const prefix = LEAD_KINDS[kind].prefix;
      expect(res.body.reference).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
      const db = server.database.db;
      const [lead] = await db.select().from(leads).where(eq(leads.id, res.body.id));
      expect(lead).toMatchObject({ kind, status: 'new', contactEmail: 'olivia.marsh@example.org' });
      expect(lead!.payload).not.toHaveProperty('website');
      expect(lead!.submittedBy).toBeNull();
      const mails = await db.select().from(outboxEmails);
      const mine = mails.filter((m) => m.text.includes(res.body.reference));
      expect(mine.map((m) => m.to).sort()).toEqual([
        'admin@example.com',
        'olivia.marsh@example.org',
      ]);
      const [note] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.targetRole, 'admin'),
            // A rental application opens in the applications review, every other kind in the inbox.
            eq(
              notifications.link,
              kind === 'car'
                ? `/portal/applications/${res.body.id}`
                : `/portal/leads?lead=${res.body.id}`,
            ),
          ),
        );
      expect(kind === 'car' ? note?.body : note?.title).toContain(res.body.reference);
    },
  );

  it('unknown form kinds are 404', async () => {
    const res = await submit('castle', validLeads['ma-form']);
    expect(res.status).toBe(404);
  });

  it('each kind has its own route, validated with its own schema', async () => {
    for (const kind of Object.keys(LEAD_KINDS)) {
      expect(server.app.hasRoute({ method: 'POST', url: `/api/leads/${kind}` }), kind).toBe(true);
    }
    expect(server.app.hasRoute({ method: 'POST', url: '/api/leads/:kind' })).toBe(false);
  });

  it('a refused field carries its English reason and its code for the browser', async () => {
    const res = await submit(
      'concierge',
      with_('concierge', (b) => (b.contact.email = 'not-an-address')),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'contact.email': 'Enter a valid e-mail address.' });
    expect(res.body.codes).toEqual({ 'contact.email': 'form.email' });
    expect(res.body.message).toBe('contact.email: Enter a valid e-mail address.');
  });

  it('references are unique and consecutive under concurrent submissions', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit('referral', validLeads.referral)),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const refs = answers.map((a) => a.body.reference as string);
    expect(new Set(refs).size).toBe(8);
    const numbers = refs.map((r) => Number(r.split('-')[2])).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });
});

describe('POST /api/leads/:kind: refused input names each field', () => {
  it('an empty body lists the required fields', async () => {
    const res = await submit('ma-form', {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['contact', 'property', 'desiredStart', 'plan', 'consent']),
    );
  });

  const cases: Array<[FixtureKind, string, (b: any) => void]> = [
    ['ma-form', 'contact.name', (b) => (b.contact.name = '')],
    ['ma-form', 'contact.email', (b) => (b.contact.email = 'not-an-address')],
    ['ma-form', 'contact.phone', (b) => (b.contact.phone = '12')],
    ['ma-form', 'property.address', (b) => (b.property.address = '  ')],
    ['ma-form', 'property.zip', (b) => (b.property.zip = '3313')],
    ['ma-form', 'property.type', (b) => (b.property.type = 'castle')],
    ['ma-form', 'property.bedrooms', (b) => (b.property.bedrooms = '12')],
    ['ma-form', 'property.occupancy', (b) => (b.property.occupancy = 'haunted')],
    ['ma-form', 'desiredStart', (b) => (b.desiredStart = '2001-01-01')],
    ['ma-form', 'plan', (b) => (b.plan = 'gold')],
    ['ma-form', 'plan', (b) => (b.plan = 'Gold plan!')],
    ['ma-form', 'consent', (b) => (b.consent = false)],
    ['multi-ma', 'properties', (b) => (b.properties = [])],
    ['multi-ma', 'properties.1.address', (b) => (b.properties[1].address = '')],
    ['multi-ma', 'properties.0.city', (b) => (b.properties[0].city = 'atlantis')],
    ['multi-ma', 'plan', (b) => (b.plan = 'platinum')],
    ['car', 'desiredProperty', (b) => (b.desiredProperty = '')],
    ['car', 'moveInDate', (b) => (b.moveInDate = 'tomorrow')],
    ['car', 'occupants', (b) => (b.occupants = 0)],
    ['car', 'currentAddress.zip', (b) => (b.currentAddress.zip = 'ABCDE')],
    ['car', 'employment.employer', (b) => (b.employment.employer = '')],
    ['car', 'monthlyIncome', (b) => (b.monthlyIncome = 'lots')],
    ['car', 'references', (b) => b.references.pop()],
    ['car', 'references.1.phone', (b) => (b.references[1].phone = 'call me')],
    ['car', 'consentScreening', (b) => (b.consentScreening = false)],
    ['concierge', 'services', (b) => (b.services = [])],
    ['concierge', 'services.0', (b) => (b.services = ['helicopter'])],
    ['concierge', 'departureDate', (b) => (b.departureDate = daysFromNow(2))],
    ['concierge', 'guests', (b) => (b.guests = 2.5)],
    ['referral', 'owner.email', (b) => (b.owner.email = 'henry@')],
    ['referral', 'owner.phone', (b) => (b.owner.phone = 'x')],
    ['referral', 'property.type', (b) => (b.property.type = '')],
    ['referral', 'relationship', (b) => (b.relationship = 'rival')],
    ['referral', 'consent', (b) => (b.consent = 'yes')],
  ];
  it.each(cases)('%s: %s', async (kind, field, patch) => {
    const res = await submit(kind, with_(kind, patch));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(res.body.fields[field]).toMatch(/\.$/);
  });

  it('a retiree needs no employer', async () => {
    const body = with_(
      'car',
      (b) => (b.employment = { status: 'retired', employer: '', jobTitle: '', yearsEmployed: 0 }),
    );
    expect((await submit('car', body)).status).toBe(201);
  });
});

describe('spam protection', () => {
  it('a filled honeypot is refused on the website field and nothing is stored', async () => {
    const db = server.database.db;
    const before = (await db.select({ id: leads.id }).from(leads)).length;
    const res = await submit(
      'concierge',
      with_('concierge', (b) => (b.website = 'http://spam.example')),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ website: 'Leave this field empty.' });
    expect((await db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it('the sixth submission from one address within 10 minutes is 429 with Retry-After', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++)
      expect((await submit('referral', validLeads.referral, { ip })).status).toBe(201);
    const res = await submit('referral', validLeads.referral, { ip });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
    expect(res.body.message).toMatch(
      /You have sent 5 forms in the last 10 minutes\. Please wait 10 minutes/,
    );
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await submit('referral', validLeads.referral, { ip: '203.0.113.78' })).status).toBe(
      201,
    );
  });
});

describe('signed-in senders', () => {
  it('a submission is linked to the account and listed by GET /api/leads/mine', async () => {
    const token = await server.signIn('user@example.com');
    const sent = await submit('concierge', validLeads.concierge, { token });
    expect(sent.status).toBe(201);
    const mine = await server.request('GET', '/api/leads/mine', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.items[0]).toMatchObject({
      reference: sent.body.reference,
      kind: 'concierge',
      status: 'new',
    });
    const other = await server.request('GET', '/api/leads/mine', {
      token: await server.signIn('landlord@example.com'),
    });
    expect(other.body.items.map((i: any) => i.reference)).not.toContain(sent.body.reference);
    expect((await server.request('GET', '/api/leads/mine')).status).toBe(401);
  });

  it('a presented but invalid token is 401, not an anonymous submission', async () => {
    expect((await submit('concierge', validLeads.concierge, { token: 'garbage' })).status).toBe(
      401,
    );
  });
});

describe('a form on a Spanish page (?language=es)', () => {
  const mailsAbout = async (reference: string) =>
    (await server.database.db.select().from(outboxEmails)).filter((m) =>
      m.subject.includes(reference),
    );

  it('keeps the language on the lead and thanks the visitor in Spanish; the office reads its own', async () => {
    const res = await submit('concierge?language=es', validLeads.concierge);
    expect(res.status).toBe(201);
    const ref = res.body.reference;
    const [lead] = await server.database.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(lead!.language).toBe('es');

    const mails = await mailsAbout(ref);
    const thanks = mails.find((m) => m.to === 'olivia.marsh@example.org')!;
    expect(thanks.subject).toBe(`Recibimos su solicitud de concierge – ${ref}`);
    expect(thanks.text).toContain('Hola, Olivia Marsh:');
    expect(thanks.text).toContain(
      `Gracias: su solicitud de concierge ya está en manos de nuestro equipo. Su número de referencia es ${ref}.`,
    );
    expect(thanks.text).toContain(
      'Mencione la referencia si nos escribe o nos llama al +1 (305) 555-0142.',
    );
    expect(thanks.html).toContain('<html lang="es"');
    expect(thanks.html).toContain('>Recibimos su solicitud de concierge</h1>');
    expect(thanks.from).toBe('"Blu" <no-reply@localhost>');
    expect(thanks.replyTo).toBe('support@blu.example');

    const office = mails.find((m) => m.to === 'admin@example.com')!;
    expect(office.subject).toBe(`New concierge request ${ref} from Olivia Marsh`);
    expect(office.html).toContain('<html lang="en"');
    expect(office.html).toContain(`/portal/leads?lead=${res.body.id}`);
    expect(office.text).toMatch(/Contact:\s+Olivia Marsh, olivia\.marsh@example\.org/);
  });

  it('an English page (no language named) stays English', async () => {
    const res = await submit('concierge', validLeads.concierge);
    const [lead] = await server.database.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(lead!.language).toBe('en');
    const thanks = (await mailsAbout(res.body.reference)).find(
      (m) => m.to === 'olivia.marsh@example.org',
    )!;
    expect(thanks.subject).toBe(`We received your concierge request – ${res.body.reference}`);
    expect(thanks.html).toContain('<html lang="en"');
  });

  it('refuses a language the site does not have', async () => {
    const res = await submit('concierge?language=fr', validLeads.concierge);
    expect(res.status).toBe(400);
    expect(res.body.fields.language).toBe('Choose English or Spanish');
  });

  it('a name with markup reaches the e-mails as text, never as HTML', async () => {
    const body = with_('concierge', (b) => {
      b.contact.name = '<a href="https://evil.example">Olivia</a> & <b>Co</b>';
    });
    const res = await submit('concierge?language=es', body);
    expect(res.status).toBe(201);
    const mails = await mailsAbout(res.body.reference);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html, mail.to).not.toMatch(/<a href="https:\/\/evil|<b>Co/);
      expect(mail.html, mail.to).toContain(
        '&lt;a href=&quot;https://evil.example&quot;&gt;Olivia&lt;/a&gt; &amp; &lt;b&gt;Co&lt;/b&gt;',
      );
    }
  });
});

describe('management prospects (sb and admin only)', () => {
  const body = validLeads['management-prospect'];
  it('anonymous 401, resident 403', async () => {
    expect((await submit('management-prospect', body)).status).toBe(401);
    const token = await server.signIn('resident@example.com');
    expect((await submit('management-prospect', body, { token })).status).toBe(403);
  });

  it('a broker registers one: assigned to them, confirmation to them, visible in their inbox', async () => {
    const token = await server.signIn('sb@example.com');
    const res = await submit('management-prospect', body, { token });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^MP-\d{4}-\d{6}$/);
    const detail = await server.request('GET', `/api/leads/${res.body.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.assignee.email).toBe('sb@example.com');
    expect(detail.body.contactName).toBe('Marcus Bell');
    const mails = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'sb@example.com'));
    expect(mails.some((m) => m.text.includes(res.body.reference))).toBe(true);
  });

  it('an invalid proposal names the field', async () => {
    const token = await server.signIn('admin@example.com');
    const bad = with_('management-prospect', (b) => (b.proposal.feePercent = 45));
    const res = await submit('management-prospect', bad, { token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'proposal.feePercent': 'This number is too large.' });
  });
});
