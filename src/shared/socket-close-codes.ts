// Kept apart from the zod schemas so the first page load does not pull zod in for three numbers.

/** Close codes the live socket uses; the client ends the session on SOCKET_CLOSE_BLOCKED. */
export const SOCKET_CLOSE_UNAUTHENTICATED = 4001;
export const SOCKET_CLOSE_BLOCKED = 4003;
export const SOCKET_CLOSE_FORBIDDEN = 4003;
