import {
  IMPERSONATED_USER_HEADER,
  IMPERSONATION_HEADER,
  PORTAL_ROLES,
  type Role,
} from '../../src/shared/constants';
import { users } from '../../src/server/db/tables';
import { DEMO_BLOG_EDITOR, DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import type { TestServer } from './api';
import { createActiveUser, NEW_PASSWORD, refreshCookieOf } from './users';

/** An account a matrix identity acts for: what a fresh sign-in needs. */
export interface MatrixAccount {
  id: string;
  email: string;
  password: string;
}

/**
 * One caller of the authorization matrix:
 * - `anonymous`: no token.
 * - `valid`: a signed-in account; `role` is the effective one (the impersonated role for an admin
 *   viewing as another).
 * - `blocked`: a token issued before its account was blocked.
 * - `bad-impersonation`: a non-admin sending `X-Impersonate-Role` (or `X-Impersonate-User`).
 * An admin viewing as one person (`X-Impersonate-User`) is `valid` with that person's `account`
 * (whose rows it must see) and the admin's `signInAs` (whose session it uses).
 */
export interface Identity {
  label: string;
  kind: 'anonymous' | 'valid' | 'blocked' | 'bad-impersonation';
  role: Role | null;
  token?: string;
  headers: Record<string, string>;
  account?: MatrixAccount;
  /** The account that signs in when it is not `account`: the admin viewing as `account`. */
  signInAs?: MatrixAccount;
  /**
   * The account is marked a blog editor and holds `write:blog:any` besides its role's permissions
   * (the demo broker). Never set on an admin viewing as someone: the view lends no extra powers.
   */
  blogEditor?: boolean;
}

/** The pairs of one role whose members must never reach each other's rows. */
export const PAIR_ROLES = ['landlord', 'resident', 'sb', 'mt'] as const;
export type PairRole = (typeof PAIR_ROLES)[number];

export interface MatrixIdentities {
  all: Identity[];
  pairs: Record<PairRole, [Identity, Identity]>;
  admin: Identity;
  anonymous: Identity;
  /** Lends a refresh cookie to callers without a session of their own (see `freshSession`). */
  donor: MatrixAccount;
  /**
   * The admin viewing as the first member of a pair (the demo landlord, the demo resident): the
   * row scopes aim it at the second member's rows, which it must not reach, and at its own.
   */
  viewingAs: Partial<Record<PairRole, Identity>>;
}

const DEMO_ROLES = ['user', 'admin', 'landlord', 'resident', 'sb', 'mt'] as const;

async function signInAccount(
  server: TestServer,
  account: MatrixAccount,
): Promise<{ token: string; cookie: string }> {
  const res = await server.request('POST', '/api/auth/sign-in', {
    body: { email: account.email, password: account.password },
  });
  if (res.status !== 200) throw new Error(`sign-in ${account.email} failed: ${res.status}`);
  return { token: res.body.accessToken as string, cookie: refreshCookieOf(res) };
}

function valid(label: string, role: Role, account: MatrixAccount, token: string): Identity {
  return { label, kind: 'valid', role, token, headers: {}, account };
}

/**
 * The second member of the landlord and resident pairs: demo accounts with rows of their own
 * (properties; a lease on another unit than resident@example.com's), so each member of a pair
 * has its own rows to be refused the other's.
 */
const SECOND_LANDLORD = 'landlord2@example.com';
const SECOND_RESIDENT = 'marcus.bell@example.com';

/**
 * Signs every identity in once: the demo accounts, a second landlord and resident (demo data), a
 * second broker and a soon-blocked resident created through the admin API, an admin viewing as
 * each portal role, and each other role sending the impersonation header.
 */
export async function createMatrixIdentities(server: TestServer): Promise<MatrixIdentities> {
  const all: Identity[] = [{ label: 'anonymous', kind: 'anonymous', role: null, headers: {} }];
  const demo = new Map<string, Identity>();
  const rows = await server.database.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string): string => {
    const found = rows.find((u) => u.email === email);
    if (!found) throw new Error(`no demo account ${email}`);
    return found.id;
  };
  const demoAccount = (email: string) => ({ id: idOf(email), email, password: DEMO_PASSWORD });
  // Signed in side by side: each sign-in spends most of its time hashing, off the main thread.
  const demoIdentities = await Promise.all(
    DEMO_ROLES.map(async (role) => {
      const account = demoAccount(`${role}@example.com`);
      const identity = valid(role, role, account, (await signInAccount(server, account)).token);
      // The demo's blog editor who is not an admin: the matrix expects the blog admin open to it.
      return account.email === DEMO_BLOG_EDITOR ? { ...identity, blogEditor: true } : identity;
    }),
  );
  for (const identity of demoIdentities) demo.set(identity.label, identity);
  all.push(...demoIdentities);
  const admin = demo.get('admin')!;
  const landlord2Account = demoAccount(SECOND_LANDLORD);
  const resident2Account = demoAccount(SECOND_RESIDENT);
  const created = async (label: string, role: Role): Promise<Identity> => {
    const made = await createActiveUser(server, admin.token!, { role, name: `Matrix ${label}` });
    return valid(
      label,
      role,
      { id: made.id, email: made.email, password: NEW_PASSWORD },
      made.accessToken,
    );
  };
  const [landlord2Session, resident2Session, sb2, mt2, toBlock, donor] = await Promise.all([
    signInAccount(server, landlord2Account),
    signInAccount(server, resident2Account),
    created('sb2', 'sb'),
    created('mt2', 'mt'),
    created('blocked', 'resident'),
    created('donor', 'user'),
  ]);
  const landlord2 = valid('landlord2', 'landlord', landlord2Account, landlord2Session.token);
  const resident2 = valid('resident2', 'resident', resident2Account, resident2Session.token);
  all.push(landlord2, resident2, sb2, mt2);

  const block = await server.request('PATCH', `/api/admin/users/${toBlock.account!.id}`, {
    token: admin.token,
    body: { blocked: true },
  });
  if (block.status !== 200) throw new Error(`blocking the matrix account failed: ${block.status}`);
  all.push({ ...toBlock, kind: 'blocked' });

  for (const role of PORTAL_ROLES) {
    all.push({
      ...admin,
      label: `admin viewing as ${role}`,
      role,
      headers: { [IMPERSONATION_HEADER]: role },
    });
  }
  const viewingAs: Partial<Record<PairRole, Identity>> = {};
  for (const role of ['landlord', 'resident'] as const) {
    const person = demo.get(role)!.account!;
    const identity: Identity = {
      ...admin,
      label: `admin viewing as ${person.email}`,
      role,
      headers: { [IMPERSONATION_HEADER]: role, [IMPERSONATED_USER_HEADER]: person.id },
      account: person,
      signInAs: admin.account,
    };
    viewingAs[role] = identity;
    all.push(identity);
  }
  for (const role of DEMO_ROLES.filter((r) => r !== 'admin')) {
    all.push({
      ...demo.get(role)!,
      label: `${role} sending ${IMPERSONATION_HEADER}`,
      kind: 'bad-impersonation',
      headers: { [IMPERSONATION_HEADER]: 'admin' },
    });
  }
  // A landlord naming another landlord to view as: refused like the role header.
  all.push({
    ...demo.get('landlord')!,
    label: `landlord sending ${IMPERSONATED_USER_HEADER}`,
    kind: 'bad-impersonation',
    headers: {
      [IMPERSONATION_HEADER]: 'landlord',
      [IMPERSONATED_USER_HEADER]: landlord2Account.id,
    },
  });

  return {
    all,
    pairs: {
      landlord: [demo.get('landlord')!, landlord2],
      resident: [demo.get('resident')!, resident2],
      sb: [demo.get('sb')!, sb2],
      mt: [demo.get('mt')!, mt2],
    },
    admin,
    anonymous: all[0]!,
    donor: donor.account!,
    viewingAs,
  };
}

/**
 * Credentials for a route that reads or ends the caller's session (refresh, sign-out): a new
 * session, so ending it never ends the token the matrix keeps for the identity. A caller with a
 * usable account signs in again; one without (anonymous, blocked) keeps its own token, if any,
 * and carries the refresh cookie of a new session of the donor account.
 */
export async function freshSession(
  server: TestServer,
  identity: Identity,
  donor: MatrixAccount,
): Promise<{ token?: string; headers: Record<string, string> }> {
  const account = identity.signInAs ?? identity.account;
  if (account && identity.kind !== 'blocked') {
    const { token, cookie } = await signInAccount(server, account);
    return { token, headers: { ...identity.headers, cookie } };
  }
  const { cookie } = await signInAccount(server, donor);
  return { token: identity.token, headers: { ...identity.headers, cookie } };
}
