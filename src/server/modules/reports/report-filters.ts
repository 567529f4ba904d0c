import { eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { accounts, properties, users } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { notFound, validationError } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';

/**
 * The filters a report route takes, checked against the books and the caller: a property,
 * owner or account that does not exist is a 400 naming its field for the office; an owner
 * naming another owner's property, or another owner, gets 404 (not theirs to know).
 */

/** The owner the actor may read a report of, or 404. */
export async function readableOwner(db: Db, actor: Actor, ownerId: string) {
  if (!can(actor.role, 'read:reports:any') && ownerId !== actor.id) throw notFound('That owner');
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) throw notFound('That owner');
  return owner;
}

/** The property a report is narrowed to (undefined: none), once the actor may read it. */
export async function readableProperty(
  db: Db,
  actor: Actor,
  propertyId: string | undefined,
): Promise<string | undefined> {
  if (propertyId === undefined) return undefined;
  const [property] = await db
    .select({ id: properties.id, ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!can(actor.role, 'read:reports:any')) {
    if (property?.ownerId !== actor.id) throw notFound('That property');
    return property.id;
  }
  if (!property) throw validationError({ propertyId: 'No such property.' });
  return property.id;
}

/** An owner filter of an office report: an owner of a property, or 400 naming `ownerId`. */
export async function ownerFilter(db: Db, ownerId: string | undefined) {
  if (ownerId === undefined) return undefined;
  const [owner] = await db
    .select({ id: properties.ownerId })
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .limit(1);
  if (!owner) throw validationError({ ownerId: 'No owner of a property has that id.' });
  return owner.id;
}

/** The account a general ledger is read for, or 400 naming `accountId`. */
export async function reportAccount(db: Db, accountId: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      normalSide: accounts.normalSide,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw validationError({ accountId: 'No such account.' });
  return account;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/**
 * The months a range report covers: both default to this month; `from` may not follow `to`,
 * nor (given `most`) lie more than `most` months before it.
 */
export async function monthRange(db: Db, query: { from?: string; to?: string }, most?: number) {
  const to = query.to ?? (await companyToday(db, new Date())).slice(0, 7);
  const from = query.from ?? to;
  if (from > to) throw validationError({ from: 'The first month comes after the last.' });
  if (most !== undefined && monthIndex(to) - monthIndex(from) >= most) {
    throw validationError({ from: `A range covers at most ${most} months.` });
  }
  return { from, to };
}
