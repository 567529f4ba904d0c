import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { awaitedParties, signingParties } from '../../../shared/contract-flow';
import { OPEN_CONTRACT_STATUSES } from '../../../shared/contract-terms';
import type {
  ContractDetail,
  ContractList,
  ContractListItem,
  ContractListQuery,
} from '../../../shared/schemas/contracts';
import type { Db } from '../../db/client';
import {
  contractEvents,
  contractParties,
  contracts,
  contractTemplateVersions,
} from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { apiColumns } from '../../lib/api-columns';
import { companyTimeZone } from '../../lib/company-time';
import {
  isActorsParty,
  isSender,
  loadVisibleContract,
  visibleContracts,
  type ContractRow,
  type PartyRow,
} from './contract-scope';
import { documentView } from './document-view';

async function partiesOf(db: Db, ids: string[]): Promise<Map<string, PartyRow[]>> {
  const byContract = new Map<string, PartyRow[]>();
  if (ids.length === 0) return byContract;
  const rows = await db
    .select()
    .from(contractParties)
    .where(inArray(contractParties.contractId, ids))
    .orderBy(asc(contractParties.position));
  for (const row of rows) {
    byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), row]);
  }
  return byContract;
}

/** The parties whose turn it is, by name, while the contract is open. */
export function awaitingNames(contract: ContractRow, parties: readonly PartyRow[]): string[] {
  if (!OPEN_CONTRACT_STATUSES.includes(contract.status)) return [];
  return awaitedParties(parties, contract.signingOrder).map((p) => p.name);
}

/** The actor's party whose turn it is now, if any. */
export function actorsTurn(actor: Actor, contract: ContractRow, parties: readonly PartyRow[]) {
  if (!OPEN_CONTRACT_STATUSES.includes(contract.status)) return null;
  return (
    awaitedParties(parties, contract.signingOrder).find((p) => isActorsParty(actor, p)) ?? null
  );
}

/** What names a contract wherever it is shown, in a list or opened. */
const CONTRACT_HEADING = ['id', 'reference', 'kind', 'title', 'status'] as const;

export function toListItem(
  actor: Actor,
  row: ContractRow,
  parties: readonly PartyRow[],
): ContractListItem {
  return {
    ...apiColumns(row, CONTRACT_HEADING),
    awaiting: awaitingNames(row, parties),
    parties: parties.map((p) => ({ name: p.name, status: p.status })),
    sentAt: row.sentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    yourTurn: actorsTurn(actor, row, parties) !== null,
  };
}

export async function listContracts(
  db: Db,
  actor: Actor,
  query: ContractListQuery,
  extra?: SQL,
): Promise<ContractList> {
  const filters: (SQL | undefined)[] = [visibleContracts(actor), extra];
  if (query.status) filters.push(eq(contracts.status, query.status));
  if (query.kind) filters.push(eq(contracts.kind, query.kind));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(contracts.title, like),
        ilike(contracts.reference, like),
        inArray(
          contracts.id,
          db
            .select({ id: contractParties.contractId })
            .from(contractParties)
            .where(or(ilike(contractParties.name, like), ilike(contractParties.email, like))),
        ),
      ),
    );
  }
  const where = and(...filters);
  const rows = await db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.updatedAt), desc(contracts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(contracts).where(where);
  const parties = await partiesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toListItem(actor, r, parties.get(r.id) ?? [])),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function readContract(db: Db, actor: Actor, id: string): Promise<ContractDetail> {
  const row = await loadVisibleContract(db, actor, id);
  const parties = (await partiesOf(db, [row.id])).get(row.id) ?? [];
  const events = await db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, row.id))
    .orderBy(asc(contractEvents.seq));
  const [version] = row.templateVersionId
    ? await db
        .select({ version: contractTemplateVersions.version })
        .from(contractTemplateVersions)
        .where(eq(contractTemplateVersions.id, row.templateVersionId))
    : [];
  const timeZone = await companyTimeZone(db);
  const sender = isSender(actor, row);
  const open = OPEN_CONTRACT_STATUSES.includes(row.status);
  const turn = actorsTurn(actor, row, parties);
  const mine = parties.find((p) => isActorsParty(actor, p)) ?? null;
  const signers = signingParties(parties);
  return {
    ...apiColumns(row, CONTRACT_HEADING),
    signingOrder: row.signingOrder,
    message: row.message,
    body: row.body,
    blocks: documentView(row.body, parties, timeZone),
    parties: parties.map((p) => ({
      id: p.id,
      position: p.position,
      name: p.name,
      email: p.email,
      role: p.role,
      status: p.status,
      signer: p.role === 'copy' ? null : signers.indexOf(p) + 1,
      signedAt: p.signedAt?.toISOString() ?? null,
      declineReason: p.declineReason,
    })),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      email: e.email,
      note: e.note,
      ip: sender ? e.ip : null,
      userAgent: sender ? e.userAgent : null,
      at: e.createdAt.toISOString(),
    })),
    awaiting: awaitingNames(row, parties),
    expiresAt: row.expiresAt.toISOString(),
    reminderDays: row.reminderDays,
    sentAt: row.sentAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    replacedBy: row.replacedBy,
    documentSha256: row.documentSha256,
    finalSha256: row.finalSha256,
    templateVersion: version?.version ?? null,
    effectsNote: sender ? row.effectsNote : null,
    sources: { leaseId: row.leaseId, propertyId: row.propertyId, leadId: row.leadId },
    can: {
      edit: sender && (row.status === 'draft' || open),
      send: sender && row.status === 'draft',
      void: sender && open,
      resend: sender && open,
      sign: turn !== null,
      decline: turn !== null,
      download: row.status === 'completed' && row.finalSha256 !== null,
    },
    yourParty: mine
      ? {
          id: mine.id,
          signer: mine.role === 'copy' ? null : signers.indexOf(mine) + 1,
          role: mine.role,
        }
      : null,
  };
}
