// How the live socket says who opens it (docs/decisions/0063). Browsers cannot set headers on a
// WebSocket, but they do send the subprotocols they offer: the access token travels as one of
// them, in a header, never in the URL that access logs and browser history keep.

/** The protocol the server answers with; a browser refuses a socket that answers none it offered. */
export const NOTIFICATIONS_PROTOCOL = 'blu.notifications.v1';

/** Prefix of the offered protocol that carries the access token (a JWT: every character is allowed). */
export const TOKEN_PROTOCOL_PREFIX = 'blu.token.';

/** What the client offers: the protocol it speaks, and its access token. */
export function socketProtocols(accessToken: string): string[] {
  return [NOTIFICATIONS_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${accessToken}`];
}

/** The access token among the offered protocols (the Sec-WebSocket-Protocol header), if any. */
export function tokenOfProtocols(header: string | undefined): string | undefined {
  for (const offered of header?.split(',') ?? []) {
    const protocol = offered.trim();
    if (protocol.startsWith(TOKEN_PROTOCOL_PREFIX)) {
      return protocol.slice(TOKEN_PROTOCOL_PREFIX.length) || undefined;
    }
  }
  return undefined;
}
