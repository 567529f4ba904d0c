import fc from 'fast-check';
import WebSocket from 'ws';
import {
  NOTIFICATIONS_PROTOCOL,
  TOKEN_PROTOCOL_PREFIX,
} from '../../../src/shared/socket-protocols';

/** What a browser may legally offer as a subprotocol name (an HTTP token). */
const TOKEN_CHARS = "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const protocolName = fc.string({
  unit: fc.constantFrom(...TOKEN_CHARS.split('')),
  minLength: 1,
  maxLength: 600,
});

/** Offered protocols: sometimes ours, sometimes a token-looking one, always unique names. */
const offers = fc
  .tuple(
    fc.boolean(),
    fc.option(protocolName.map((rest) => `${TOKEN_PROTOCOL_PREFIX}${rest}`)),
    fc.array(protocolName, { maxLength: 3 }),
  )
  .map(([ours, token, others]) => [
    ...new Set([...(ours ? [NOTIFICATIONS_PROTOCOL] : []), ...(token ? [token] : []), ...others]),
  ]);

const accountIds = fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 120 }), fc.constant('')), {
  nil: undefined,
});

export interface SocketCase {
  protocols: string[];
  accountId: string | undefined;
}

export function socketCases(seed: number, runs: number): SocketCase[] {
  return fc.sample(fc.record({ protocols: offers, accountId: accountIds }), {
    seed,
    numRuns: runs,
  });
}

/** How the server answered one opening: a close code, or the handshake's failure. */
export function openingOutcome(url: string, testCase: SocketCase): Promise<string> {
  const address = new URL('/ws/notifications', url.replace(/^http/, 'ws'));
  if (testCase.accountId !== undefined) address.searchParams.set('accountId', testCase.accountId);
  return new Promise((resolve) => {
    const ws = new WebSocket(address, testCase.protocols);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('no answer in 5 s');
    }, 5000);
    const done = (outcome: string) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    ws.once('close', (code) => done(`closed ${code}`));
    ws.once('error', (err) => done(`handshake: ${err.message}`));
  });
}
