import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/language-path';
import { ROLE } from '../../../shared/permissions';
import type { ApproveApplication, DeclineApplication } from '../../../shared/schemas/applications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { applicationDecisions, leadEvents, leads, users } from '../../db/tables';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { accountHolds } from '../../lib/capability-holders';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { createLease } from '../leasing/lease-writes';
import { readSiteSettings } from '../../lib/site-settings';
import { inviteUser } from '../users/invite-user';
import { homesOf } from './application-home';
import type { CarPayload } from './application-read';
import { applicationApprovedEmail, applicationDeclinedEmail } from './application-emails';

const alreadyDecided = (outcome: string) =>
  new AppError('conflict', `This application was already ${outcome}.`);

/** The application, locked until the decision commits, so two admins cannot both decide it. */
async function lockUndecided(tx: Db, id: string) {
  const [lead] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.kind, 'car')))
    .for('update');
  if (!lead) throw notFound('Application');
  const [decided] = await tx
    .select({ outcome: applicationDecisions.outcome })
    .from(applicationDecisions)
    .where(eq(applicationDecisions.leadId, id));
  if (decided) throw alreadyDecided(decided.outcome);
  return { lead, payload: lead.payload as CarPayload };
}

/**
 * The applicant's resident account: an existing account with the e-mail is reused (a plain
 * `user` becomes a resident); any other role is refused rather than silently demoted. Otherwise a
 * new resident account is invited (set-password link by e-mail), inside the caller's transaction.
 */
async function residentAccountFor(
  ctx: AppContext,
  tx: Db,
  actor: Actor,
  applicant: { email: string; name: string; phone: string | null; language: Language },
): Promise<{ id: string; existing: boolean }> {
  const [found] = await tx
    .select({ id: users.id, role: users.role, blocked: users.blocked })
    .from(users)
    .where(eq(users.email, applicant.email));
  if (!found) {
    const invited = await inviteUser({ db: tx, mailer: ctx.mailer, config: ctx.config }, actor, {
      email: applicant.email,
      name: applicant.name,
      role: ROLE.resident,
      phone: applicant.phone ?? undefined,
      language: applicant.language,
    });
    return { id: invited.id, existing: false };
  }
  if (found.blocked) {
    throw new AppError(
      'conflict',
      'The account with the applicant’s e-mail is blocked. Unblock it in Users before approving.',
    );
  }
  if (found.role === ROLE.user) {
    await tx
      .update(users)
      .set({ role: ROLE.resident, updatedAt: new Date() })
      .where(eq(users.id, found.id));
    await recordAudit(tx, actor, {
      action: 'user.update',
      target: `user:${applicant.email}`,
      before: { role: ROLE.user },
      after: { role: ROLE.resident },
    });
  } else if (!accountHolds(found, 'take:leases:own')) {
    throw new AppError(
      'conflict',
      `The applicant’s e-mail belongs to a ${found.role} account, which cannot also be a resident. Ask the applicant for another e-mail address.`,
    );
  }
  return { id: found.id, existing: true };
}

/** The decision's row, and what it makes of the lead: won when approved, lost when declined. */
async function recordDecision(
  tx: Db,
  actor: Actor,
  lead: { id: string; status: string },
  decision: {
    outcome: 'approved' | 'declined';
    note: string;
    leaseId?: string;
    residentId?: string;
  },
) {
  await tx
    .insert(applicationDecisions)
    .values({ leadId: lead.id, ...decision, decidedBy: actor.id });
  const toStatus = decision.outcome === 'approved' ? 'won' : 'lost';
  await tx
    .update(leads)
    .set({ status: toStatus, updatedAt: new Date() })
    .where(eq(leads.id, lead.id));
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    type: 'status',
    fromStatus: lead.status,
    toStatus,
    note: decision.note || null,
    actorId: actor.id,
  });
}

async function brandFacts(db: Db) {
  const settings = await readSiteSettings(db);
  return { supportPhone: settings.phone ?? '' };
}

const UNIT = { en: 'unit', es: 'unidad' } as const;

/**
 * Approval, whole or not at all: the resident account (reused or invited), the draft lease by the
 * lease-create rules, the decision row, the lead's status, the applicant's e-mail and the audit
 * entry. A second approval finds the decision row (or, racing, hits its primary key) and is refused.
 */
export async function approveApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ApproveApplication,
): Promise<{ leaseId: string; residentId: string; existingAccount: boolean }> {
  const facts = await brandFacts(ctx.db);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { lead, payload } = await lockUndecided(tx, id);
      const home = payload.listingId
        ? (await homesOf(tx, [payload.listingId])).get(payload.listingId)
        : undefined;
      const unitId = home?.unitId ?? input.unitId;
      if (!unitId) throw fieldError('unitId', 'application.unitRequired');
      const account = await residentAccountFor(ctx, tx, actor, {
        email: lead.contactEmail,
        name: lead.contactName,
        phone: lead.contactPhone,
        language: lead.language,
      });
      const leaseId = await createLease(tx, actor, {
        unitId,
        residentIds: [account.id],
        startDate: input.startDate,
        endDate: input.endDate,
        monthlyRentCents: input.monthlyRentCents,
        dueDay: input.dueDay,
        securityDepositCents: input.securityDepositCents,
        lateFeeGraceDays: 5,
        lateFeeFlatCents: null,
        lateFeePercentBasisPoints: null,
        lateFeeCapCents: null,
      });
      await recordDecision(tx, actor, lead, {
        outcome: 'approved',
        note: input.note,
        leaseId,
        residentId: account.id,
      });
      await ctx.mailer.queue(
        tx,
        applicationApprovedEmail({
          ...facts,
          to: lead.contactEmail,
          name: lead.contactName,
          language: lead.language,
          reference: lead.reference,
          note: input.note,
          home: home
            ? `${home.title} (${home.propertyName}, ${UNIT[lead.language]} ${home.unitLabel})`
            : payload.desiredProperty,
          startDate: input.startDate,
          endDate: input.endDate,
          monthlyRentCents: input.monthlyRentCents,
          securityDepositCents: input.securityDepositCents,
          newAccount: !account.existing,
          publicUrl: ctx.config.publicUrl,
        }),
      );
      await recordAudit(tx, actor, {
        action: 'application.approve',
        target: `lead:${lead.reference}`,
        after: {
          leaseId,
          residentId: account.id,
          existingAccount: account.existing,
          note: input.note,
        },
      });
      return { leaseId, residentId: account.id, existingAccount: account.existing };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyDecided('decided');
    throw err;
  }
}

/** Declining, with the note the applicant reads, in one transaction with its e-mail and audit. */
export async function declineApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: DeclineApplication,
): Promise<void> {
  const facts = await brandFacts(ctx.db);
  try {
    await ctx.db.transaction(async (tx) => {
      const { lead, payload } = await lockUndecided(tx, id);
      const home = payload.listingId
        ? (await homesOf(tx, [payload.listingId])).get(payload.listingId)
        : undefined;
      await recordDecision(tx, actor, lead, { outcome: 'declined', note: input.note });
      await ctx.mailer.queue(
        tx,
        applicationDeclinedEmail({
          ...facts,
          to: lead.contactEmail,
          name: lead.contactName,
          language: lead.language,
          reference: lead.reference,
          note: input.note,
          home: home ? home.title : payload.desiredProperty,
        }),
      );
      await recordAudit(tx, actor, {
        action: 'application.decline',
        target: `lead:${lead.reference}`,
        after: { note: input.note },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyDecided('decided');
    throw err;
  }
}
