import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { rolesHolding } from '../../../src/shared/permissions';
import { LEAD_KINDS } from '../../../src/shared/schemas/leads/registry';
import type { DataLocation } from './server-process';
import type { WriteLog } from './write-stream';

interface RawDb {
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** Opens the data the server left behind without the app (and without migrating anything). */
export async function openRaw(data: DataLocation): Promise<RawDb> {
  if (data.kind === 'pglite') {
    const client = new PGlite(path.join(data.dataDir, 'pglite'));
    await client.waitReady;
    return {
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: data.databaseUrl });
  await client.connect();
  // One connection runs one query at a time: reads asked together wait their turn.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    rows: <T>(text: string) => {
      const run = previous.then(() => client.query(text));
      previous = run.catch(() => undefined);
      return run.then((result) => result.rows as T[]);
    },
    close: () => client.end(),
  };
}

export interface IntegrityReport {
  /** Each broken promise in words; empty when every acknowledged write is there, whole, once. */
  problems: string[];
  leadsStored: number;
  usersStored: number;
  /** Writes that were committed but whose answer the kill cut off: allowed, and whole. */
  storedButUnacknowledged: number;
}

const countBy = <T>(items: T[], key: (item: T) => string | null | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

const LEAD_LINK = /\/portal\/leads\?lead=([0-9a-f-]{36})/;
/**
 * Where a lead's staff notification opens: the leads inbox, or for a rental application (`car`)
 * the review screen (`applicationReceivedNotice`, 'Application received'). Either names the lead.
 */
const NOTICE_LINK = /^\/portal\/(?:leads\?lead=|applications\/)([0-9a-f-]{36})$/;
const noticeLinkFor = (kind: string, id: string) =>
  kind === 'car' ? `/portal/applications/${id}` : `/portal/leads?lead=${id}`;

/** The rows a lead submission and a user invitation write, as the server left them. */
export interface StoredRows {
  leads: { id: string; reference: string; kind: string; contact_email: string }[];
  events: { lead_id: string; type: string }[];
  notifications: { link: string }[];
  mails: { to: string; subject: string; text: string }[];
  counters: { prefix: string; year: number; last_value: number }[];
  users: { id: string; email: string; role: string; blocked: boolean }[];
  audits: { target: string }[];
  links: { user_id: string; purpose: string }[];
}

export async function readStoredRows(data: DataLocation): Promise<StoredRows> {
  const db = await openRaw(data);
  try {
    const [leads, events, notifications, mails, counters, users, audits, links] = await Promise.all(
      [
        db.rows<StoredRows['leads'][number]>(
          'select id::text, reference, kind, contact_email from leads',
        ),
        db.rows<StoredRows['events'][number]>('select lead_id::text, type from lead_events'),
        db.rows<StoredRows['notifications'][number]>(
          "select link from notifications where link like '/portal/leads?lead=%' or link like '/portal/applications/%'",
        ),
        db.rows<StoredRows['mails'][number]>('select "to", subject, text from outbox_emails'),
        db.rows<StoredRows['counters'][number]>(
          'select prefix, year, last_value from lead_reference_counters',
        ),
        db.rows<StoredRows['users'][number]>('select id::text, email, role, blocked from users'),
        db.rows<StoredRows['audits'][number]>(
          "select target from audit_log where action = 'user.create'",
        ),
        db.rows<StoredRows['links'][number]>('select user_id::text, purpose from password_resets'),
      ],
    );
    return { leads, events, notifications, mails, counters, users, audits, links };
  } finally {
    await db.close();
  }
}

/**
 * What a lead submission and a user invitation each write in one transaction, checked row by row:
 * every acknowledged write is stored once with its own values, every stored write of this run
 * (acknowledged or cut off) has all of its related rows, no related row lacks its parent, and each
 * reference series is exactly 1..n, as allocating the number in the lead's transaction promises.
 */
export function findProblems(stored: StoredRows, log: WriteLog): IntegrityReport {
  const { leads, events, notifications, mails, counters, users, audits, links } = stored;
  const leadPrefix = `crash-${log.runId}-`;
  const userPrefix = `crash-user-${log.runId}-`;
  const problems: string[] = [];

  // Leads: acknowledged ones present with what was acknowledged.
  const leadById = new Map(leads.map((l) => [l.id, l]));
  for (const acked of log.leads) {
    const row = leadById.get(acked.id);
    if (!row) problems.push(`acknowledged lead ${acked.reference} (${acked.id}) is missing`);
    else if (
      row.reference !== acked.reference ||
      row.kind !== acked.kind ||
      row.contact_email !== acked.email
    ) {
      problems.push(`lead ${acked.id} holds ${row.reference}/${row.kind}/${row.contact_email}`);
    }
  }
  // Each submission had its own e-mail address: two rows with one address is a write stored twice.
  const streamLeads = leads.filter((l) => l.contact_email.startsWith(leadPrefix));
  for (const [email, n] of countBy(streamLeads, (l) => l.contact_email)) {
    if (n > 1) problems.push(`the submission from ${email} is stored ${n} times`);
  }

  // Leads: whole. One transaction wrote the lead, its "created" event, a notification per staff
  // role, an e-mail per unblocked staff member and the sender's confirmation.
  const createdEvents = countBy(
    events.filter((e) => e.type === 'created'),
    (e) => e.lead_id,
  );
  const eventsPerLead = countBy(events, (e) => e.lead_id);
  const notificationsPerLead = countBy(notifications, (n) => NOTICE_LINK.exec(n.link)?.[1]);
  const noticesByLink = countBy(notifications, (n) => n.link);
  const staffMailsPerLead = countBy(mails, (m) => LEAD_LINK.exec(m.text)?.[1]);
  const confirmationsTo = countBy(
    mails.filter((m) => m.to.startsWith(leadPrefix)),
    (m) => m.to,
  );
  const staffCount = (roles: readonly string[]) =>
    users.filter((u) => roles.includes(u.role) && !u.blocked).length;
  // Every kind of lead is told to the office: the roles holding the capability.
  const office = rolesHolding('receive:office-notices:any');
  for (const lead of streamLeads) {
    const expected = {
      'created event': [createdEvents.get(lead.id) ?? 0, 1],
      'events in all': [eventsPerLead.get(lead.id) ?? 0, 1],
      // One per office role, each opening where staff handle this kind of lead.
      notifications: [noticesByLink.get(noticeLinkFor(lead.kind, lead.id)) ?? 0, office.length],
      'staff e-mails': [staffMailsPerLead.get(lead.id) ?? 0, staffCount(office)],
      confirmations: [confirmationsTo.get(lead.contact_email) ?? 0, 1],
    };
    for (const [what, [found, want]] of Object.entries(expected)) {
      if (found !== want) {
        problems.push(`lead ${lead.reference} has ${found} ${what}, expected ${want}`);
      }
    }
    const confirmation = mails.find((m) => m.to === lead.contact_email);
    if (confirmation && !confirmation.subject.endsWith(lead.reference)) {
      problems.push(`the confirmation to ${lead.contact_email} names another reference`);
    }
  }
  // Nothing half-written the other way round: no related row without its lead.
  for (const id of new Set([...notificationsPerLead.keys(), ...staffMailsPerLead.keys()])) {
    if (!leadById.has(id))
      problems.push(`a notification or e-mail names lead ${id}, which is not stored`);
  }
  const streamEmails = new Set(streamLeads.map((l) => l.contact_email));
  for (const to of confirmationsTo.keys()) {
    if (!streamEmails.has(to))
      problems.push(`a confirmation went to ${to}, whose lead is not stored`);
  }

  // References: unique, and each prefix's series for a year is exactly 1..last_value.
  for (const [reference, n] of countBy(leads, (l) => l.reference)) {
    if (n > 1) problems.push(`reference ${reference} is used ${n} times`);
  }
  // The counters table also numbers invoices and payments (INV-, PAY-): only lead series here.
  const leadPrefixes = new Set<string>(Object.values(LEAD_KINDS).map((kind) => kind.prefix));
  for (const counter of counters.filter((c) => leadPrefixes.has(c.prefix))) {
    const numbers = leads
      .map((l) => l.reference.split('-'))
      .filter(([prefix, year]) => prefix === counter.prefix && Number(year) === counter.year)
      .map(([, , value]) => Number(value))
      .sort((a, b) => a - b);
    const gapless = numbers.every((value, i) => value === i + 1);
    if (!gapless || numbers.length !== counter.last_value) {
      problems.push(
        `${counter.prefix}-${counter.year}: counter at ${counter.last_value}, stored numbers ${numbers.length} (${gapless ? 'no gap' : 'with gaps'})`,
      );
    }
  }

  // Users: the account, its audit entry, its set-password link and its invitation e-mail.
  const userByEmail = new Map(users.map((u) => [u.email, u]));
  for (const acked of log.users) {
    const row = userByEmail.get(acked.email);
    if (!row || row.id !== acked.id) problems.push(`acknowledged user ${acked.email} is missing`);
  }
  const streamUsers = users.filter((u) => u.email.startsWith(userPrefix));
  const auditsFor = countBy(audits, (a) => a.target);
  const invitesFor = countBy(
    links.filter((l) => l.purpose === 'invite'),
    (l) => l.user_id,
  );
  const mailsTo = countBy(mails, (m) => m.to);
  for (const user of streamUsers) {
    const expected = {
      'audit entries': auditsFor.get(`user:${user.email}`) ?? 0,
      'set-password links': invitesFor.get(user.id) ?? 0,
      'invitation e-mails': mailsTo.get(user.email) ?? 0,
    };
    for (const [what, found] of Object.entries(expected)) {
      if (found !== 1) problems.push(`user ${user.email} has ${found} ${what}, expected 1`);
    }
  }
  const streamUserEmails = new Set(streamUsers.map((u) => u.email));
  for (const target of auditsFor.keys()) {
    const email = target.replace(/^user:/, '');
    if (email.startsWith(userPrefix) && !streamUserEmails.has(email)) {
      problems.push(`an audit entry names ${email}, whose account is not stored`);
    }
  }
  for (const to of mailsTo.keys()) {
    if (to.startsWith(userPrefix) && !streamUserEmails.has(to)) {
      problems.push(`an invitation went to ${to}, whose account is not stored`);
    }
  }

  const acknowledged = log.leads.length + log.users.length;
  return {
    problems,
    leadsStored: streamLeads.length,
    usersStored: streamUsers.length,
    storedButUnacknowledged: streamLeads.length + streamUsers.length - acknowledged,
  };
}
