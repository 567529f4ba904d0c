import { expect } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { createMemoryBus } from '../../src/server/lib/bus';
import { createMailer } from '../../src/server/lib/mailer';
import { createSandboxProvider } from '../../src/server/modules/payments/sandbox';
import type { TestServer } from './api';

/** A token from the sandbox processor for a card or a bank account, as the browser gets one. */
export async function sandboxToken(server: TestServer, body: unknown): Promise<string> {
  const res = await server.request('POST', '/api/payments/sandbox/tokens', { body });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

export const sandboxCardToken = (server: TestServer, number = '4242424242424242') =>
  sandboxToken(server, { card: { number, expMonth: 12, expYear: 2099, cvc: '123' } });

export const sandboxBankToken = (server: TestServer, accountNumber: string) =>
  sandboxToken(server, { bank: { routingNumber: '110000000', accountNumber } });

/**
 * What the payment jobs (settlement, reconciliation) run with against a test server: the sandbox
 * processor settling bank payments after a minute, a bus of its own, and a mailer that queues (a
 * settled payment queues its receipt e-mail, decision 0044).
 */
export const paymentJobContext = (server: TestServer): AppContext =>
  ({
    db: server.database.db,
    bus: createMemoryBus(),
    payments: createSandboxProvider({ achSettlementMs: 60_000 }),
    mailer: createMailer(undefined, 'test@example.com'),
    config: { publicUrl: server.url },
  }) as unknown as AppContext;
