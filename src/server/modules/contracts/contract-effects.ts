import { and, eq, ne } from 'drizzle-orm';
import { ROLE } from '../../../shared/permissions';
import type { RenewalTerms } from '../../../shared/schemas/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  brokerCommissions,
  cities,
  contractParties,
  contracts,
  leadEvents,
  leads,
  leases,
  properties,
  siteSettings,
  users,
} from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { capabilityHolders } from '../../lib/capability-holders';
import { recordAudit } from '../audit/audit.service';
import { activateLease } from '../leasing/lease-activation';
import { renewLease } from '../leasing/lease-lifecycle';
import { companyToday } from '../../lib/company-time';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { inviteUser } from '../users/invite-user';
import { appendContractEvent, ContractNotices } from './contract-notify';
import type { ContractRow } from './contract-scope';
import { formatMoney } from '../../../shared/money';

const PROPERTY_KIND: Record<string, string> = {
  condo: 'condo',
  'single-family': 'house',
  'multi-family': 'house',
  townhouse: 'townhouse',
  villa: 'villa',
};

/**
 * The person completion acts for in the audit log: whoever sent the contract, or else someone
 * who represents the company (`represent:company:any`).
 */
async function senderActor(db: Db, contract: ContractRow): Promise<Actor> {
  const [sender] = contract.createdBy
    ? await db.select().from(users).where(eq(users.id, contract.createdBy))
    : [];
  const [admin] = sender
    ? [sender]
    : await db
        .select()
        .from(users)
        .where(capabilityHolders('represent:company:any', { active: false }))
        .limit(1);
  if (!admin) throw new AppError('internal', 'Nobody can act for this contract.');
  return {
    id: admin.id,
    sessionId: 'contract-completion',
    email: admin.email,
    name: admin.name,
    realRole: admin.role as Actor['role'],
    role: admin.role as Actor['role'],
    impersonatedRole: null,
  };
}

async function leaseSigned(ctx: AppContext, actor: Actor, contract: ContractRow): Promise<string> {
  if (!contract.leaseId) return 'No lease was linked to this contract.';
  const [lease] = await ctx.db
    .select({ status: leases.status })
    .from(leases)
    .where(eq(leases.id, contract.leaseId));
  if (lease?.status !== 'draft') return 'The lease was already active.';
  await activateLease(ctx, actor, contract.leaseId);
  return 'The lease is now active.';
}

async function renewalSigned(
  ctx: AppContext,
  actor: Actor,
  contract: ContractRow,
): Promise<string> {
  const renewal = contract.terms.renewal as RenewalTerms | undefined;
  if (!contract.leaseId || !renewal) return 'No lease or renewal term was linked to this contract.';
  const [existing] = await ctx.db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.renewalOf, contract.leaseId), ne(leases.status, 'cancelled')));
  if (existing) return 'The renewal lease already exists.';
  await renewLease(ctx.db, actor, contract.leaseId, renewal);
  return `The renewal lease from ${renewal.startDate} at ${formatMoney(renewal.monthlyRentCents)} a month is created, ready to activate.`;
}

interface LeadHome {
  address?: string;
  unit?: string;
  city?: string;
  zip?: string;
  type?: string;
}

/** The owner's account: found by e-mail, promoted from a plain account, or invited. */
async function ownerAccount(
  ctx: AppContext,
  tx: Db,
  actor: Actor,
  owner: { name: string; email: string; phone: string | null },
) {
  const [existing] = await tx.select().from(users).where(eq(users.email, owner.email));
  if (!existing) {
    const invited = await inviteUser({ db: tx, mailer: ctx.mailer, config: ctx.config }, actor, {
      email: owner.email,
      name: owner.name,
      role: ROLE.landlord,
      phone: owner.phone ?? undefined,
    });
    return { id: invited.id, note: `${owner.name} was invited to the portal as an owner.` };
  }
  if (existing.role === ROLE.user) {
    await tx
      .update(users)
      .set({ role: ROLE.landlord, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await recordAudit(tx, actor, {
      action: 'user.role',
      target: `user:${existing.email}`,
      before: { role: ROLE.user },
      after: { role: ROLE.landlord },
    });
    return { id: existing.id, note: `${existing.name}'s account is now an owner's.` };
  }
  return { id: existing.id, note: `${existing.name} already has an account.` };
}

async function agreementSigned(
  ctx: AppContext,
  actor: Actor,
  contract: ContractRow,
): Promise<string> {
  const notes: string[] = [];
  const rows: NotificationRow[] = [];
  await ctx.db.transaction(async (tx) => {
    const [lead] = contract.leadId
      ? await tx.select().from(leads).where(eq(leads.id, contract.leadId)).for('update')
      : [];
    if (lead && lead.status !== 'won') {
      await tx
        .update(leads)
        .set({ status: 'won', updatedAt: new Date() })
        .where(eq(leads.id, lead.id));
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        type: 'status',
        fromStatus: lead.status,
        toStatus: 'won',
        note: `Management agreement ${contract.reference} signed`,
        actorId: actor.id,
      });
      notes.push(`Lead ${lead.reference} is won.`);
    }
    const [firstSigner] = await tx
      .select()
      .from(contractParties)
      .where(and(eq(contractParties.contractId, contract.id), eq(contractParties.position, 1)));
    const owner = lead
      ? { name: lead.contactName, email: lead.contactEmail, phone: lead.contactPhone }
      : firstSigner
        ? { name: firstSigner.name, email: firstSigner.email, phone: null }
        : null;
    if (owner && !contract.propertyId) {
      const account = await ownerAccount(ctx, tx, actor, owner);
      notes.push(account.note);
      const payload = (lead?.payload ?? {}) as { property?: LeadHome; properties?: LeadHome[] };
      const homes = payload.properties ?? (payload.property ? [payload.property] : []);
      const created: string[] = [];
      for (const home of homes) {
        const [city] = home.city
          ? await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, home.city))
          : [];
        if (!city || !home.address || !home.zip) continue;
        const [property] = await tx
          .insert(properties)
          .values({
            ownerId: account.id,
            cityId: city.id,
            name: home.unit ? `${home.address}, Unit ${home.unit}` : home.address,
            kind: PROPERTY_KIND[home.type ?? ''] ?? 'house',
            addressLine: home.address,
            postalCode: home.zip,
            planId: (contract.terms.planId as string | undefined) ?? null,
          })
          .returning({ id: properties.id });
        created.push(property!.id);
        await recordAudit(tx, actor, {
          action: 'property.create',
          target: `property:${property!.id}`,
          after: { from: contract.reference },
        });
      }
      if (created.length > 0) {
        await tx
          .update(contracts)
          .set({ propertyId: created[0]! })
          .where(eq(contracts.id, contract.id));
        notes.push(
          `${created.length} ${created.length === 1 ? 'property was' : 'properties were'} added to their portfolio.`,
        );
      }
    }
    if (contract.brokerId) {
      const [settings] = await tx
        .select({ cents: siteSettings.brokerCommissionCents })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      const amount = settings?.cents ?? 0;
      const [commission] = await tx
        .insert(brokerCommissions)
        .values({
          brokerId: contract.brokerId,
          contractId: contract.id,
          leadId: contract.leadId,
          amountCents: amount,
          earnedOn: await companyToday(tx, contract.completedAt ?? new Date()),
        })
        .onConflictDoNothing()
        .returning({ id: brokerCommissions.id });
      if (commission) {
        notes.push(`A commission of ${formatMoney(amount)} is recorded for the broker.`);
        rows.push(
          await insertNotification(
            tx,
            {
              userId: contract.brokerId,
              title: 'Commission earned',
              body: `${contract.reference} "${contract.title}" is signed: ${formatMoney(amount)} commission.`,
              link: `/contracts/${contract.id}`,
              topics: ['broker', 'contracts', 'leads'],
            },
            null,
          ),
        );
      }
    }
  });
  for (const row of rows) await publishNotification(ctx, row);
  return notes.join(' ') || 'Nothing else to record.';
}

/**
 * What a completed contract does: a lease activates its draft, a renewal addendum creates the
 * renewal lease, a management agreement wins the lead, brings the owner and property in and
 * records the broker's commission. Each is safe to run again; a refusal (an overlapping lease)
 * leaves the contract signed and tells the office.
 */
export async function applyEffects(ctx: AppContext, contractId: string): Promise<void> {
  const [contract] = await ctx.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.effectsState, 'pending')));
  if (!contract) return;
  let state: 'applied' | 'failed' = 'applied';
  let note: string;
  try {
    const actor = await senderActor(ctx.db, contract);
    if (contract.kind === 'residential-lease') note = await leaseSigned(ctx, actor, contract);
    else if (contract.kind === 'lease-renewal-addendum')
      note = await renewalSigned(ctx, actor, contract);
    else if (contract.kind === 'management-agreement')
      note = await agreementSigned(ctx, actor, contract);
    else note = 'Signed; nothing else to record.';
  } catch (err) {
    state = 'failed';
    note =
      err instanceof AppError ? err.message : 'An unexpected error stopped it; see the server log.';
    if (!(err instanceof AppError)) console.error('contract effects failed', contractId, err);
  }
  const notices = await ctx.db.transaction(async (tx) => {
    await tx
      .update(contracts)
      .set({ effectsState: state, effectsNote: note })
      .where(eq(contracts.id, contractId));
    await appendContractEvent(tx, { contractId, kind: 'effect', note });
    const notices = new ContractNotices(ctx, tx, null);
    if (state === 'failed') await notices.effectFailed(contract, note);
    return notices;
  });
  await notices.publish();
}
