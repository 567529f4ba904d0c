import { eq } from 'drizzle-orm';
import {
  LEAD_KINDS,
  type LeadKind,
  type LeadPayloadBase,
} from '../../../shared/schemas/leads/registry';
import type { Actor } from '../../lib/actor';
import type { AppContext } from '../../context';
import { leadEvents, leads, siteSettings, users } from '../../db/tables';
import type { Db } from '../../db/client';
import type { Language } from '../../../shared/language-path';
import { capabilityHolders } from '../../lib/capability-holders';
import {
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { confirmationEmail, staffNewLeadEmail } from './lead-emails';
import { assertKnownPlan } from './lead-plans';
import { assertLeadRateLimit } from './lead-rate-limit';
import { allocateReference } from '../../lib/references';
import {
  applicationReceivedNotice,
  assertApplicableListing,
} from '../applications/application-received';

/** What staff read of an accepted submission: the honeypot, empty by now, is dropped. */
function withoutHoneypot({ website: _honeypot, ...payload }: LeadPayloadBase) {
  return payload;
}

/** The demo data's submissions go through the kind's schema, as the route's would. */
export function leadPayload(kind: LeadKind, body: unknown) {
  return withoutHoneypot(LEAD_KINDS[kind].schema.parse(body));
}

/**
 * Stores a submission in one transaction: reference, lead, first event, staff notifications and
 * e-mails, the sender's confirmation. Live notifications go out only after the commit. The body
 * was validated with the kind's schema, and the sender's permission checked, at the route.
 */
export async function createLead(
  ctx: AppContext,
  input: {
    kind: LeadKind;
    body: LeadPayloadBase;
    actor: Actor | null;
    ip: string;
    /** The language of the form's page: the contact's e-mails are written in it. */
    language?: Language;
  },
): Promise<{ id: string; reference: string; notifications: NotificationRow[] }> {
  const def = LEAD_KINDS[input.kind];
  const { actor } = input;
  const payload = withoutHoneypot(input.body);
  await assertKnownPlan(ctx.db, input.kind, payload);
  if (input.kind === 'car') await assertApplicableListing(ctx.db, payload);
  const contact = payload.contact;
  const isStaffForm = 'submitPermission' in def;

  const published: NotificationRow[] = [];
  const created = await ctx.db.transaction(async (tx) => {
    // Staff registering their own prospects are not the spam this limit is for.
    if (!isStaffForm) await assertLeadRateLimit(tx, input.ip);
    const reference = await allocateReference(tx, def.prefix);
    const assigneeId = 'assignToSubmitter' in def && actor ? actor.id : null;
    const [lead] = await tx
      .insert(leads)
      .values({
        kind: input.kind,
        reference,
        contactName: contact.name,
        contactEmail: contact.email,
        contactPhone: contact.phone || null,
        payload,
        assigneeId,
        submittedBy: actor?.id ?? null,
        ip: input.ip,
        language: input.language ?? 'en',
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error('lead insert returned no row');
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      type: 'created',
      toStatus: 'new',
      assigneeId,
      actorId: actor?.id ?? null,
    });

    const link = `/portal/leads?lead=${lead.id}`;
    published.push(
      ...(await insertOfficeNotice(
        tx,
        input.kind === 'car'
          ? applicationReceivedNotice({ id: lead.id, reference, name: contact.name })
          : {
              title: `New ${def.label.toLowerCase()} ${reference}`,
              body: `${contact.name} sent a ${def.label.toLowerCase()}.`,
              link,
              topics: ['leads'],
            },
        actor?.id ?? null,
      )),
    );
    const staff = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(capabilityHolders('receive:office-notices:any', { active: true }));
    const facts = {
      id: lead.id,
      kind: input.kind,
      reference,
      payload,
      ...toContactColumns(contact),
    };
    for (const person of staff) {
      await ctx.mailer.queue(tx, staffNewLeadEmail(person, facts, ctx.config.publicUrl));
    }

    const [settings] = await tx
      .select({ phone: siteSettings.phone })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    // A broker's own prospect thanks the broker, in their account's language.
    const confirmTo =
      def.confirmTo === 'submitter' && actor
        ? { email: actor.email, name: actor.name, language: await accountLanguage(tx, actor.id) }
        : { email: contact.email, name: contact.name, language: input.language ?? 'en' };
    await ctx.mailer.queue(
      tx,
      confirmationEmail(confirmTo, { reference, kind: input.kind }, settings?.phone ?? ''),
    );
    return { id: lead.id, reference };
  });
  return { ...created, notifications: published };
}

async function accountLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? 'en';
}

/** After the commit: a failed live push loses nothing, the notification is stored. */
export async function announce(
  ctx: AppContext,
  rows: NotificationRow[],
  onError: (err: unknown) => void,
): Promise<void> {
  for (const row of rows) await publishNotification(ctx, row).catch(onError);
}

/** The contact block as the lead row's columns (the inbox lists and searches them). */
export function toContactColumns(contact: { name: string; email: string; phone?: string }) {
  return {
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone || null,
  };
}
