import { and, eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type { LeadStatus } from '../../../shared/schemas/leads/api';
import { LEAD_KINDS, isLeadKind } from '../../../shared/schemas/leads/registry';
import type { AppContext } from '../../context';
import { leadEvents, leads, users } from '../../db/tables';
import { fieldError, forbidden, notFound } from '../../lib/app-error';
import { accountHolds } from '../../lib/capability-holders';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import {
  insertNotification,
  type NotificationInput,
  type NotificationRow,
} from '../notifications/notifications.service';
import { assignmentEmail } from './lead-emails';
import { leadScope } from './find-leads';
import { isUuid } from '../../../shared/uuid';
import type { Language } from '../../../shared/language-path';

/** What a broker is told when a lead is assigned to them (also written by the demo data). */
export function assignmentNotice(
  lead: { id: string; reference: string; contactName: string },
  label: string,
  brokerId: string,
): NotificationInput & { userId: string } {
  return {
    title: `Lead ${lead.reference} assigned to you`,
    body: `${label} from ${lead.contactName}.`,
    link: `/portal/leads?lead=${lead.id}`,
    userId: brokerId,
    topics: ['leads'],
  };
}

export interface LeadPatch {
  status?: LeadStatus;
  assigneeId?: string | null;
  note?: string;
}

/**
 * Applies a status change, an assignment and/or a note in one transaction. Admins may do all
 * three on any lead; brokers may change the status of and add notes to the leads assigned to
 * them. Every change is a lead event and an audit entry; a new assignee is told live and by e-mail.
 */
export async function updateLead(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: LeadPatch,
): Promise<NotificationRow[]> {
  const scope = leadScope(actor);
  const mayWriteAny = can(actor.role, 'write:leads:any');
  if (!mayWriteAny && !can(actor.role, 'write:leads:assigned')) throw forbidden();
  if (patch.assigneeId !== undefined && !mayWriteAny) {
    throw forbidden('Only an administrator can assign leads.');
  }
  if (!isUuid(id)) throw notFound('Lead');

  return ctx.db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), scope))
      .for('update');
    if (!lead) throw notFound('Lead');
    const label = isLeadKind(lead.kind) ? LEAD_KINDS[lead.kind].label : lead.kind;
    const published: NotificationRow[] = [];
    const changes: Partial<typeof leads.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};

    /** A field the patch changes: set on the lead, in the audit entry, and told as a lead event. */
    const change = async (
      field: 'status' | 'assigneeId',
      event: Omit<typeof leadEvents.$inferInsert, 'leadId' | 'actorId'>,
    ) => {
      Object.assign(changes, { [field]: patch[field] });
      before[field] = lead[field];
      after[field] = patch[field];
      await tx.insert(leadEvents).values({ leadId: id, ...event, actorId: actor.id });
    };

    if (patch.status !== undefined && patch.status !== lead.status) {
      await change('status', { type: 'status', fromStatus: lead.status, toStatus: patch.status });
    }

    if (patch.assigneeId !== undefined && patch.assigneeId !== lead.assigneeId) {
      let broker: { id: string; name: string; email: string; language: Language } | null = null;
      if (patch.assigneeId !== null) {
        const [found] = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            language: users.language,
            role: users.role,
            blocked: users.blocked,
          })
          .from(users)
          .where(eq(users.id, patch.assigneeId));
        if (!found || !accountHolds(found, 'take:leads:assigned') || found.blocked) {
          throw fieldError('assigneeId', 'lead.brokerActive');
        }
        broker = found;
      }
      await change('assigneeId', { type: 'assigned', assigneeId: patch.assigneeId });
      if (broker) {
        published.push(
          await insertNotification(
            tx,
            assignmentNotice(
              { id, reference: lead.reference, contactName: lead.contactName },
              label,
              broker.id,
            ),
            actor.id,
          ),
        );
        await ctx.mailer.queue(
          tx,
          assignmentEmail(
            broker,
            { id, reference: lead.reference, kind: lead.kind, contactName: lead.contactName },
            ctx.config.publicUrl,
          ),
        );
      }
    }

    if (patch.note) {
      after.note = patch.note;
      await tx
        .insert(leadEvents)
        .values({ leadId: id, type: 'note', note: patch.note, actorId: actor.id });
    }

    if (Object.keys(after).length === 0) return published;
    await tx
      .update(leads)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(leads.id, id));
    await recordAudit(tx, actor, {
      action: 'lead.update',
      target: `lead:${lead.reference}`,
      before,
      after,
    });
    return published;
  });
}
