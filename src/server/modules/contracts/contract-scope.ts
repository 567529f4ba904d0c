import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { contractParties, contracts } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';

export type ContractRow = typeof contracts.$inferSelect;
export type PartyRow = typeof contractParties.$inferSelect;

/** A party row is the actor's when it names their account or their e-mail address. */
export function isActorsParty(actor: Actor, party: Pick<PartyRow, 'userId' | 'email'>): boolean {
  return party.userId === actor.id || party.email === actor.email.toLowerCase();
}

/**
 * The contracts an actor may see: every one for the office (read:contracts:any); otherwise those
 * they sent or are the broker of, and those they are a party to once sent (a draft is the
 * sender's business until then).
 */
export function visibleContracts(actor: Actor): SQL | undefined {
  if (can(actor.role, 'read:contracts:any')) return undefined;
  const party = sql`exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contracts.id} and (${contractParties.userId} = ${actor.id} or ${contractParties.email} = ${actor.email.toLowerCase()}))`;
  const parts: SQL[] = [and(ne(contracts.status, 'draft'), party)!];
  if (can(actor.role, 'send:contracts:own')) {
    parts.push(eq(contracts.brokerId, actor.id), eq(contracts.createdBy, actor.id));
  }
  return or(...parts);
}

/** Whether the actor may manage this contract as its sender: the office, or the broker it is for. */
export function isSender(actor: Actor, contract: ContractRow): boolean {
  if (can(actor.role, 'write:contracts:any')) return true;
  return (
    can(actor.role, 'send:contracts:own') &&
    (contract.brokerId === actor.id || contract.createdBy === actor.id)
  );
}

/** The contract if the actor may see it, locked for update when asked; else 404. */
export async function loadVisibleContract(
  db: Db,
  actor: Actor,
  id: string,
  lock = false,
): Promise<ContractRow> {
  const query = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), visibleContracts(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Contract');
  return row;
}
