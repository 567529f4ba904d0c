import type { TaxIdKey } from '../../lib/tax-id';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { fillMergeFields, unfilledMergeFields } from '../../../shared/contract-document';
import type {
  ContractEventKind,
  ContractKind,
  ContractStatus,
  PartyRole,
  PartyStatus,
  SigningOrder,
} from '../../../shared/contract-terms';
import { allocateReference } from '../../lib/references';
import { finalPdf } from '../../modules/contracts/contract-pdf';
import { finalPdfKey } from '../../modules/contracts/contract-complete';
import type { FileStore } from '../../lib/file-store';
import { currentTemplate } from '../../modules/contracts/contract-templates';
import { documentHash } from '../../modules/contracts/contract-writes';
import { mergeValues } from '../../modules/contracts/merge-values';
import { sentMail } from '../../modules/contracts/contract-emails';
import { emailBrand, renderEmail } from '../../lib/email-layout';
import { readSiteSettings } from '../../lib/site-settings';
import { addDays } from '../../lib/calendar';
import { companyToday, companyTimeZone } from '../../lib/company-time';
import type { Db } from '../client';
import {
  brokerCommissions,
  contractEvents,
  contractParties,
  contracts,
  leaseResidents,
  leases,
  leads,
  outboxEmails,
  plans,
  properties,
  siteSettings,
  users,
} from '../tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
];

const drawn = new Map<string, string>();

/** A handwritten-looking signature: a few strokes that vary with the name, drawn as a PNG. */
async function signatureImage(name: string): Promise<string> {
  const known = drawn.get(name);
  if (known) return known;
  let seed = 0;
  for (let i = 0; i < name.length; i++) seed += name.charCodeAt(i);
  const wave = (i: number) => 18 + ((seed * (i + 3)) % 22);
  const d =
    `M 12 ${wave(0) + 20} C 30 ${wave(1)}, 44 ${wave(2) + 40}, 62 ${wave(3) + 14} ` +
    `S 96 ${wave(4)}, 118 ${wave(5) + 24} S 150 ${wave(6) + 36}, 178 ${wave(7) + 8} ` +
    `S 214 ${wave(8) + 30}, 246 ${wave(9) + 12} M 40 62 C 90 56, 170 58, 236 52`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="80"><path d="${d}" fill="none" stroke="#0b2545" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const url = `data:image/png;base64,${png.toString('base64')}`;
  drawn.set(name, url);
  return url;
}

interface DemoParty {
  name: string;
  email: string;
  role?: PartyRole;
  status: PartyStatus;
  /** Hours before now they signed, opened or declined. */
  actedHoursAgo?: number;
  declineReason?: string;
}

interface DemoContract {
  kind: ContractKind;
  sources: {
    leaseId?: string;
    propertyId?: string;
    planId?: string | undefined;
    leadId?: string;
    renewal?: { startDate: string; endDate: string; monthlyRentCents: number };
  };
  fill?: Record<string, string>;
  title?: string;
  status: ContractStatus;
  order?: SigningOrder;
  sentHoursAgo: number | null;
  parties: DemoParty[];
  brokerEmail?: string;
  message?: string;
}

async function userId(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** Where the server keeps files and answers: the signed PDFs are stored there, links point there. */
export interface DemoFiles {
  files?: FileStore;
  publicUrl?: string;
  /** The key the demo vendors' taxpayer ids are encrypted with (the demo key when unset). */
  taxIdKey?: TaxIdKey | null;
}

async function seedOne(
  db: Db,
  demo: DemoContract,
  now: Date,
  files: DemoFiles,
  admin: { id: string; name: string; email: string },
) {
  const template = await currentTemplate(db, demo.kind);
  const merged = await mergeValues(
    db,
    demo.kind,
    demo.sources,
    new Date(now.getTime() - (demo.sentHoursAgo ?? 0) * HOUR),
  );
  const body = fillMergeFields(template.body, { ...merged.values, ...demo.fill });
  const left = unfilledMergeFields(body);
  if (left.length > 0)
    throw new Error(`demo contract ${demo.kind} leaves ${left.join(', ')} unfilled`);
  const title =
    demo.title ??
    `${demo.kind === 'management-agreement' ? 'Management agreement' : demo.kind === 'lease-renewal-addendum' ? 'Lease renewal addendum' : demo.kind === 'residential-lease' ? 'Residential lease' : 'Vendor agreement'}: ${merged.values['property.address'] ?? demo.fill?.['vendor.name'] ?? ''}`;
  const sentAt =
    demo.sentHoursAgo === null ? null : new Date(now.getTime() - demo.sentHoursAgo * HOUR);
  const createdAt = new Date((sentAt ?? now).getTime() - 2 * HOUR);
  const brokerId = demo.brokerEmail ? await userId(db, demo.brokerEmail) : null;
  const signedTimes = demo.parties.flatMap((p) =>
    p.status === 'signed' && p.actedHoursAgo !== undefined ? [p.actedHoursAgo] : [],
  );
  const completedAt =
    demo.status === 'completed' ? new Date(now.getTime() - Math.min(...signedTimes) * HOUR) : null;
  const [row] = await db
    .insert(contracts)
    .values({
      reference: await allocateReference(db, 'CTR', createdAt),
      kind: demo.kind,
      title,
      templateVersionId: template.versionId,
      body,
      status: demo.status,
      signingOrder: demo.order ?? 'parallel',
      message: demo.message ?? '',
      expiresAt: new Date((sentAt ?? now).getTime() + 21 * DAY),
      reminderDays: 3,
      documentSha256: sentAt ? documentHash(title, body) : null,
      sentAt,
      completedAt,
      effectsState: demo.status === 'completed' ? 'applied' : 'none',
      effectsNote:
        demo.status === 'completed' && demo.kind === 'management-agreement'
          ? 'A commission of $750.00 is recorded for the broker.'
          : null,
      createdBy: admin.id,
      brokerId,
      leadId: demo.sources.leadId ?? null,
      leaseId: demo.sources.leaseId ?? null,
      propertyId: merged.propertyId,
      terms: demo.sources.renewal ? { renewal: demo.sources.renewal } : {},
      createdAt,
      updatedAt: completedAt ?? sentAt ?? createdAt,
    })
    .returning();
  const contract = row!;
  const events: {
    kind: ContractEventKind;
    partyId?: string;
    email: string | null;
    ip?: string;
    userAgent?: string;
    note?: string;
    at: Date;
  }[] = [{ kind: 'created', email: admin.email, at: createdAt }];
  if (sentAt)
    events.push({
      kind: 'sent',
      email: admin.email,
      ip: '73.184.12.9',
      userAgent: BROWSERS[1],
      note: `Document SHA-256 ${contract.documentSha256}`,
      at: sentAt,
    });
  const partyRows = [];
  for (const [i, p] of demo.parties.entries()) {
    const acted =
      p.actedHoursAgo === undefined ? null : new Date(now.getTime() - p.actedHoursAgo * HOUR);
    const signed = p.status === 'signed';
    const token =
      p.status === 'sent' || p.status === 'opened' ? randomBytes(32).toString('base64url') : null;
    const [party] = await db
      .insert(contractParties)
      .values({
        contractId: contract.id,
        position: i + 1,
        name: p.name,
        email: p.email,
        role: p.role ?? 'signer',
        userId: await userId(db, p.email),
        status: p.status,
        tokenHash: token ? createHash('sha256').update(token).digest('hex') : null,
        consentedAt: signed ? acted : null,
        signedAt: signed ? acted : null,
        declinedAt: p.status === 'declined' ? acted : null,
        declineReason: p.declineReason ?? null,
        signatureKind: signed ? 'drawn' : null,
        signatureImage: signed ? await signatureImage(p.name) : null,
        lastNudgedAt: sentAt,
      })
      .returning();
    partyRows.push(party!);
    const ip = `98.${20 + i}.${(i * 37) % 250}.${40 + i}`;
    const userAgent = BROWSERS[i % BROWSERS.length];
    if (token && sentAt) {
      // The e-mail the party was sent, drawn as the mailer draws it (it only ever sat in the outbox).
      const url = `${files.publicUrl ?? 'http://localhost:3000'}/sign/${token}`;
      const verb = (p.role ?? 'signer') === 'approver' ? 'approve' : 'sign';
      const mail = sentMail('en', contract, verb, admin.name, url);
      const drawn = renderEmail(
        { subject: mail.subject, language: 'en', content: { ...mail.content, greet: p.name } },
        emailBrand(await readSiteSettings(db)),
      );
      await db.insert(outboxEmails).values({
        to: p.email,
        subject: mail.subject,
        ...drawn,
        status: 'stored',
        createdAt: sentAt,
      });
    }
    if (acted && p.status !== 'waiting') {
      events.push({
        kind: 'opened',
        partyId: party!.id,
        email: p.email,
        ip,
        userAgent,
        at: new Date(acted.getTime() - 20 * 60_000),
      });
      if (signed) {
        events.push({
          kind: 'consented',
          partyId: party!.id,
          email: p.email,
          ip,
          userAgent,
          at: acted,
        });
        events.push({
          kind: 'signed',
          partyId: party!.id,
          email: p.email,
          ip,
          userAgent,
          note: 'Signature drawn',
          at: acted,
        });
      }
      if (p.status === 'declined')
        events.push({
          kind: 'declined',
          partyId: party!.id,
          email: p.email,
          ip,
          userAgent,
          note: p.declineReason,
          at: acted,
        });
    }
  }
  if (completedAt)
    events.push({
      kind: 'completed',
      email: null,
      note: `Document SHA-256 ${contract.documentSha256}`,
      at: completedAt,
    });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  // The trail as it is stored and printed: a detail an event lacks is null.
  const trail = events.map((e) => ({
    kind: e.kind,
    email: e.email,
    ip: e.ip ?? null,
    userAgent: e.userAgent ?? null,
    note: e.note ?? null,
    at: e.at,
  }));
  for (const [i, { at, ...entry }] of trail.entries()) {
    await db.insert(contractEvents).values({
      contractId: contract.id,
      partyId: events[i]!.partyId ?? null,
      ...entry,
      createdAt: at,
    });
  }
  if (completedAt) {
    const [settings] = await db
      .select({ legalName: siteSettings.legalName })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    const bytes = await finalPdf(
      {
        contract,
        parties: partyRows,
        events: trail,
        companyName: settings?.legalName ?? 'Blu',
        timeZone: await companyTimeZone(db),
      },
      completedAt,
    );
    await files.files?.put(finalPdfKey(contract.id), bytes, 'application/pdf');
    await db
      .update(contracts)
      .set({ finalSha256: createHash('sha256').update(bytes).digest('hex') })
      .where(eq(contracts.id, contract.id));
    if (brokerId && demo.kind === 'management-agreement') {
      await db.insert(brokerCommissions).values({
        brokerId,
        contractId: contract.id,
        leadId: demo.sources.leadId ?? null,
        amountCents: 75_000,
        earnedOn: await companyToday(db, completedAt),
      });
    }
  }
}

/**
 * Contracts at every stage: management agreements the demo broker closed over the last months
 * (their commissions fill the chart), one awaiting a Naples owner, a renewal addendum awaiting the
 * demo resident, a vendor agreement awaiting the office, a declined one and a draft. Completed
 * contracts get their signed PDF in the file store (when given) and its hash.
 */
export async function seedDemoContracts(db: Db, files: DemoFiles = {}): Promise<void> {
  const now = new Date();
  const [admin] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  if (!admin) return;
  const ownerHomes = async (email: string) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(users.email, email))
      .orderBy(asc(properties.name));
  const landlordHomes = await ownerHomes('landlord@example.com');
  const landlord2Homes = await ownerHomes('landlord2@example.com');
  const company = { name: admin.name, email: admin.email };
  const demos: DemoContract[] = [];
  let broker: { name: string } | undefined;
  const [plan] = await db.select({ id: plans.id }).from(plans).orderBy(asc(plans.sort));
  const agreementFor = (
    propertyId: string | undefined,
    owner: { name: string; email: string },
    daysAgo: number,
  ) => {
    if (!propertyId) return;
    demos.push({
      kind: 'management-agreement',
      sources: { propertyId, planId: plan?.id },
      fill: { 'broker.name': broker!.name },
      status: 'completed',
      sentHoursAgo: daysAgo * 24 + 30,
      brokerEmail: 'sb@example.com',
      parties: [
        { ...owner, status: 'signed', actedHoursAgo: daysAgo * 24 + 6 },
        { ...company, status: 'signed', actedHoursAgo: daysAgo * 24 },
      ],
    });
  };
  // One read: the seed runs in a transaction, on one connection, where reads cannot overlap.
  const emails = [
    'landlord@example.com',
    'landlord2@example.com',
    'resident@example.com',
    'sb@example.com',
  ];
  const people = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const [owner1, owner2, resident, brokerRow] = emails.map(
    (email) => people.find((row) => row.email === email) ?? { name: email, email },
  );
  broker = brokerRow;
  agreementFor(landlordHomes[0]?.id, owner1!, 150);
  agreementFor(landlord2Homes[0]?.id, owner2!, 96);
  agreementFor(landlordHomes[1]?.id, owner1!, 38);
  agreementFor(landlord2Homes[1]?.id, owner2!, 4);

  const [proposal] = await db
    .select({ id: leads.id, name: leads.contactName, email: leads.contactEmail })
    .from(leads)
    .where(eq(leads.status, 'proposal'));
  if (proposal) {
    demos.push({
      kind: 'management-agreement',
      sources: { leadId: proposal.id },
      status: 'sent',
      sentHoursAgo: 20,
      brokerEmail: 'sb@example.com',
      message: 'As we discussed, here is the agreement for both homes. Call me with any question.',
      parties: [
        { name: proposal.name, email: proposal.email, status: 'opened', actedHoursAgo: 6 },
        { ...company, status: 'sent' },
      ],
    });
  }

  const [tenancy] = await db
    .select({ leaseId: leases.id, endDate: leases.endDate, rent: leases.monthlyRentCents })
    .from(leases)
    .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
    .innerJoin(users, eq(users.id, leaseResidents.userId))
    .where(and(eq(users.email, 'resident@example.com'), eq(leases.status, 'active')));
  if (tenancy?.endDate) {
    const startDate = addDays(tenancy.endDate, 1);
    demos.push({
      kind: 'lease-renewal-addendum',
      sources: {
        leaseId: tenancy.leaseId,
        renewal: {
          startDate,
          // A year to the day before the same date next year, leap days included.
          endDate: addDays(`${Number(startDate.slice(0, 4)) + 1}${startDate.slice(4)}`, -1),
          monthlyRentCents: Math.round((tenancy.rent * 1.03) / 500) * 500,
        },
      },
      status: 'sent',
      order: 'sequential',
      sentHoursAgo: 28,
      message:
        'We would love to have you stay another year. Sign by the date below to lock in the new rent.',
      parties: [
        { ...resident!, status: 'sent' },
        { ...company, status: 'waiting' },
      ],
    });
  }

  const vendor = (name: string, email: string, trade: string) => ({
    'vendor.name': name,
    'vendor.email': email,
    'vendor.trade': trade,
  });
  demos.push({
    kind: 'vendor-agreement',
    sources: {},
    fill: vendor(
      'Coastal Air Services LLC',
      'dispatch@coastalair.example.com',
      'air-conditioning service and repair',
    ),
    title: 'Vendor agreement: Coastal Air Services LLC',
    status: 'partly_signed',
    sentHoursAgo: 50,
    parties: [
      {
        name: 'Marco Díaz',
        email: 'dispatch@coastalair.example.com',
        status: 'signed',
        actedHoursAgo: 26,
      },
      { ...company, status: 'sent' },
    ],
  });
  demos.push({
    kind: 'vendor-agreement',
    sources: {},
    fill: vendor(
      'Sunrise Pool Care',
      'office@sunrisepool.example.com',
      'pool cleaning and equipment repair',
    ),
    title: 'Vendor agreement: Sunrise Pool Care',
    status: 'declined',
    sentHoursAgo: 240,
    parties: [
      {
        name: 'Janet Cole',
        email: 'office@sunrisepool.example.com',
        status: 'declined',
        actedHoursAgo: 200,
        declineReason:
          'Our liability policy renews next month; please send it again after the 15th.',
      },
      { ...company, status: 'sent' },
    ],
  });
  demos.push({
    kind: 'vendor-agreement',
    sources: {},
    fill: vendor(
      'Keys Roofing & Gutters',
      'estimates@keysroofing.example.com',
      'roof inspection, repair and gutter cleaning',
    ),
    title: 'Vendor agreement: Keys Roofing & Gutters',
    status: 'draft',
    sentHoursAgo: null,
    parties: [
      { name: 'Tom Reilly', email: 'estimates@keysroofing.example.com', status: 'waiting' },
      { ...company, status: 'waiting' },
    ],
  });
  for (const demo of demos) await seedOne(db, demo, now, files, admin);
}
