import type { Role } from '../../../shared/constants';
import { can } from '../../../shared/permissions';
import {
  SOCKET_CLOSE_BLOCKED,
  SOCKET_CLOSE_FORBIDDEN,
  SOCKET_CLOSE_UNAUTHENTICATED,
} from '../../../shared/socket-close-codes';
import { NOTIFICATIONS_PROTOCOL } from '../../../shared/socket-protocols';
import type { AppContext } from '../../context';
import { readCachedSessionAccount } from '../auth/cached-session-accounts';
import { verifyAccessToken } from '../auth/tokens';
import { loadSocketAccount } from './socket-accounts';
import type { SocketEntry } from './socket-hub';

export type SocketAdmission =
  { admitted: true; entry: SocketEntry } | { admitted: false; code: number; reason: string };

const refused = (code: number, reason: string): SocketAdmission => ({
  admitted: false,
  code,
  reason,
});

/**
 * Who may open the live socket, decided before the upgrade (docs/decisions/0063): the access token
 * the client offered as a subprotocol, checked as every API request checks it, against the account
 * this instance keeps (decision 0057) — no read at all once the account is kept, one indexed read
 * when it is not, and one more only when an admin watches someone else's account.
 */
export async function admitSocket(
  ctx: AppContext,
  token: string | undefined,
  accountId: string | undefined,
): Promise<SocketAdmission> {
  if (!token) return refused(SOCKET_CLOSE_UNAUTHENTICATED, 'token required');
  const claims = await verifyAccessToken(ctx.signingKey, ctx.config.publicUrl, token);
  if (!claims) return refused(SOCKET_CLOSE_UNAUTHENTICATED, 'invalid token');
  const viewer = await readCachedSessionAccount(ctx.db, claims.sub, claims.sessionId);
  if (!viewer) return refused(SOCKET_CLOSE_UNAUTHENTICATED, 'invalid token');
  if (viewer.blocked) return refused(SOCKET_CLOSE_BLOCKED, 'blocked');
  // A token issued before a block, role change, password reset or sign-out everywhere is void,
  // and so is one of a session signed out since.
  if (claims.issuedAtMs < viewer.tokensValidAfter.getTime() || !viewer.sessionLive) {
    return refused(SOCKET_CLOSE_UNAUTHENTICATED, 'session ended');
  }
  const watchedId = accountId ?? viewer.id;
  if (watchedId !== viewer.id && !can(viewer.role as Role, 'watch:notifications:any')) {
    return refused(SOCKET_CLOSE_FORBIDDEN, 'forbidden');
  }
  const account = watchedId === viewer.id ? viewer : await loadSocketAccount(ctx.db, watchedId);
  if (!account) return refused(SOCKET_CLOSE_FORBIDDEN, 'unknown account');
  return {
    admitted: true,
    entry: {
      accountId: account.id,
      accountRole: account.role,
      viewerId: viewer.id,
      viewerSessionId: claims.sessionId,
    },
  };
}

/**
 * The subprotocol the server answers with (the `ws` server's `handleProtocols`): its own, never
 * the one carrying the token. A client that does not offer it gets none, and its browser fails
 * the socket.
 */
export function chooseSocketProtocol(offered: Set<string>): string | false {
  return offered.has(NOTIFICATIONS_PROTOCOL) ? NOTIFICATIONS_PROTOCOL : false;
}
