import { expect } from 'vitest';
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
