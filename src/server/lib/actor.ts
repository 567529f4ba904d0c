import type { FastifyRequest } from 'fastify';
import type { PortalRole, Role } from '../../shared/constants';
import { holds, type Permission } from '../../shared/permissions';
import { unauthenticated } from './app-error';

/** Who is acting: always re-read from the database, so a block or role change counts at once. */
export interface Actor {
  /**
   * Whose rows the services scope to: the signed-in account, or the account a real admin views as
   * (`X-Impersonate-User`); `email` and `name` are that account's too.
   */
  id: string;
  /** The session (refresh-token family) the access token belongs to: always the signed-in one's. */
  sessionId: string;
  email: string;
  name: string;
  realRole: Role;
  /** The role every permission check uses: the impersonated one for an admin viewing as another. */
  role: Role;
  impersonatedRole: PortalRole | null;
  /**
   * The signed-in account is marked a blog editor (users.is_blog_editor) and is not viewing as
   * someone: it holds `BLOG_EDITOR_PERMISSIONS` besides its role's. Optional so an actor built
   * elsewhere (a job, a test) need not mention it; missing means false.
   */
  isBlogEditor?: boolean;
  /**
   * Set only while a real admin views as one account: the admin who is signed in. The audit log
   * names them as the actor (and `id` as the account viewed as); sessions and socket tickets are
   * theirs. Optional so an actor built elsewhere (a job, a test) need not mention it.
   */
  viewer?: { id: string; email: string; name: string };
}

/**
 * Who may call a route, declared in the route's own options (`config: { access }`) where the
 * reader sees it:
 * - `'public'`: anyone; a presented token is ignored.
 * - `'optional-sign-in'`: anyone; a presented token must be valid and names the caller.
 * - `'signed-in'`: any valid, unblocked account (the service then scopes rows to it).
 * - a permission, or a list of which any one suffices, from `src/shared/permissions.ts`.
 */
export type AccessRule =
  'public' | 'optional-sign-in' | 'signed-in' | Permission | readonly Permission[];

/**
 * Whose rows a route reads or changes when the service scopes them to the caller, named so the
 * authorization matrix (`src/server/authorization-matrix.test.ts`) can aim one account of a role
 * at another's row and expect a refusal (docs/permissions.md, "Row scopes"):
 * - `'own-account'`: the caller's own account (profile, live socket).
 * - `'own-listing'`: listings of the landlord's own properties (all of them with `write:listings:any`).
 * - `'assigned-lead'`: leads assigned to the broker (all of them with `read:leads:any`).
 * - `'own-lead'`: the requests the caller submitted while signed in.
 * - `'own-notification'`: notifications addressed to the caller, their role or everyone.
 * - `'own-lease'`: leases on the landlord's properties and leases naming the resident (all of
 *   them with `read:leases:any`).
 * - `'own-tenancy'`: the lease the resident rents (`/api/me/lease`); a landlord rents none.
 * - `'own-property'`: the landlord's properties (all of them with `read:properties:any`).
 * - `'own-statement'`: the owner's monthly statements (all of them with `read:statements:any`).
 * - `'own-payment-method'`: the resident's saved cards and accounts, and their autopay.
 * - `'own-payment'`: payments of the leases the caller may read (`'own-lease'`), e.g. receipts.
 * - `'own-lease-document'`: the documents of the leases `'own-lease'` lets the caller read.
 */
export type RowScope =
  | 'own-account'
  | 'own-listing'
  | 'assigned-lead'
  | 'own-lead'
  | 'own-notification'
  | 'own-lease'
  | 'own-tenancy'
  | 'own-property'
  | 'own-statement'
  /** An owner's accounting reports (`/api/reports/owners/:ownerId/*`): one's own; any with `read:reports:any`. */
  | 'own-owner-report'
  | 'own-payment-method'
  | 'own-payment'
  /** Documents of the leases `own-lease` lets the caller read. */
  | 'own-lease-document'
  /** Work orders: an owner's properties', a resident's requests, a technician's assigned jobs. */
  | 'own-work-order'
  /** The same rows, for what only their technician does (costs). */
  | 'assigned-work-order'
  /** The same rows, for what only the property's owner does (approving an estimate). */
  | 'owned-work-order'
  /** The same rows, for what only the resident who asked does (rating). */
  | 'requested-work-order'
  /** Contracts the caller is a party to (once sent), sent, or is the broker of. */
  | 'own-contract'
  /** Contracts the caller sent or is the broker of: what only their sender does (send, void). */
  | 'sent-contract'
  /** Bills of the owner's properties (all: `manage:bills:any`). */
  | 'own-bill'
  /** A resident's maintenance page (`/maintenance/{uid}`): their own; staff any. */
  | 'own-maintenance';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: registering one without it throws (see `registerAuth`). */
    access?: AccessRule;
    /** Set on a route whose service scopes rows to the caller; see `RowScope`. */
    rowScope?: RowScope;
    /**
     * Refuses the route (403, with this reason) to an admin viewing as someone: what it does cannot
     * be undone by an audit entry, e.g. charging a card. The authorization matrix expects the 403.
     */
    refusedWhileViewingAs?: string;
    /** false: a non-GET route that changes nothing (e.g. a preview) is not audited when impersonating. */
    auditImpersonatedWrite?: boolean;
    /**
     * false: an editor's non-GET route that changes nothing the public pages show (a preview, an
     * upload not yet used), so it leaves the page cache be (modules/pages/public-content-changes.ts).
     */
    changesPublicContent?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The signed-in actor of a route whose rule requires one; throws 401 when there is none. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** Whether a role passes the rule by its own permissions (a blog editor's extra ones aside). */
export function grants(role: Role | null | undefined, rule: AccessRule): boolean {
  return actorGrants({ role }, rule);
}

/** Whether the actor passes the rule: by its role, or as a blog editor (`holds`). */
export function actorGrants(
  actor: Pick<Actor, 'role' | 'isBlogEditor'> | { role: null | undefined },
  rule: AccessRule,
): boolean {
  if (rule === 'public' || rule === 'optional-sign-in') return true;
  if (rule === 'signed-in') return actor.role != null;
  const permissions: readonly Permission[] = typeof rule === 'string' ? [rule] : rule;
  return permissions.some((permission) => holds(actor, permission));
}

/** Whether the actor holds the permission, by role or as a blog editor. */
export function actorCan(actor: Actor, permission: Permission): boolean {
  return holds(actor, permission);
}
