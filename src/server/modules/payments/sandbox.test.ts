import { describe, expect, it } from 'vitest';
import { cardFeeCents } from '../../../shared/payment-fee';
import {
  createSandboxProvider,
  DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  R01_MESSAGE,
  tokenizeBank,
  tokenizeCard,
  TokenizeRefusal,
} from './sandbox';

const now = new Date('2026-05-10T12:00:00Z');
const card = (number: string) =>
  tokenizeCard({ number, expMonth: 12, expYear: 2030, cvc: '123' }, now);
const intentInput = (key: string) => ({
  amountCents: 1000,
  currency: 'USD' as const,
  idempotencyKey: key,
  description: 'test',
  metadata: {},
});

describe('sandbox tokenization', () => {
  it('keeps only a token, the brand and the last four of a test card', () => {
    const token = card('4242 4242 4242 4242');
    expect(token).toMatchObject({ kind: 'card', brand: 'visa', last4: '4242' });
    expect(token.token).toMatch(/^tok_sbx_/);
    expect(token.token).not.toContain('4242424242424242');
  });

  it('refuses other cards, expired cards and bad security codes, by field', () => {
    expect(() => card('4111111111111111')).toThrow(TokenizeRefusal);
    try {
      tokenizeCard({ number: '4242424242424242', expMonth: 4, expYear: 2026, cvc: '1' }, now);
      expect.unreachable();
    } catch (err) {
      expect(Object.keys((err as TokenizeRefusal).fields).sort()).toEqual(['cvc', 'expYear']);
    }
  });

  it('asks for an empty card or routing number, rather than naming the test cards', () => {
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return (err as TokenizeRefusal).fields;
      }
      return {};
    };
    expect(
      refusal(() => tokenizeCard({ number: ' ', expMonth: 12, expYear: 2030, cvc: '123' }, now)),
    ).toEqual({ number: 'Enter the card number' });
    expect(refusal(() => tokenizeBank({ routingNumber: '', accountNumber: '1234' }))).toEqual({
      routingNumber: 'Enter the 9-digit routing number',
    });
  });

  it('takes the sandbox routing number only', () => {
    expect(
      tokenizeBank({ routingNumber: '110000000', accountNumber: '000123456789' }),
    ).toMatchObject({ kind: 'ach', last4: '6789' });
    expect(() => tokenizeBank({ routingNumber: '021000021', accountNumber: '1234' })).toThrow(
      TokenizeRefusal,
    );
  });
});

describe('sandbox charges', () => {
  const provider = createSandboxProvider({ achSettlementMs: 60_000, now: () => now });

  it('gives one intent per idempotency key', async () => {
    const a = await provider.createIntent(intentInput('key-one-1'));
    const b = await provider.createIntent(intentInput('key-one-1'));
    const c = await provider.createIntent(intentInput('key-two-2'));
    expect(a.id).toBe(b.id);
    expect(c.id).not.toBe(a.id);
  });

  it('succeeds, declines or fails for insufficient funds by test card', async () => {
    const intent = await provider.createIntent(intentInput('key-cards'));
    expect(await provider.confirmIntent(intent, card('4242424242424242').token)).toMatchObject({
      status: 'succeeded',
    });
    expect(await provider.confirmIntent(intent, card('4000000000000002').token)).toEqual({
      status: 'failed',
      code: 'card_declined',
      message: DECLINED_MESSAGE,
    });
    expect(await provider.confirmIntent(intent, card('4000000000009995').token)).toEqual({
      status: 'failed',
      code: 'insufficient_funds',
      message: INSUFFICIENT_FUNDS_MESSAGE,
    });
    expect(await provider.confirmIntent(intent, 'tok_forged')).toMatchObject({
      status: 'failed',
      code: 'invalid_token',
    });
  });

  it('keeps a bank debit processing until the delay, then settles it or returns it R01', async () => {
    const intent = await provider.createIntent(intentInput('key-bank'));
    const good = tokenizeBank({ routingNumber: '110000000', accountNumber: '000123456789' });
    const bad = tokenizeBank({ routingNumber: '110000000', accountNumber: '000111111116' });
    expect(await provider.tokenKind(good.token)).toBe('ach');
    const settles = await provider.confirmIntent(intent, good.token);
    const returned = await provider.confirmIntent(intent, bad.token);
    if (settles.status !== 'processing' || returned.status !== 'processing') {
      throw new Error('a bank debit must be processing');
    }
    const ids = [settles.chargeId, returned.chargeId];
    expect(await provider.settlementEvents(ids, new Date(now.getTime() + 59_999))).toEqual([]);
    expect(await provider.settlementEvents(ids, new Date(now.getTime() + 60_000))).toEqual([
      { type: 'charge.succeeded', chargeId: settles.chargeId },
      { type: 'charge.returned', chargeId: returned.chargeId, code: 'R01', message: R01_MESSAGE },
    ]);
  });
});

describe('cardFeeCents', () => {
  it('charges 2.95 % to the nearest cent, half a cent up', () => {
    expect(cardFeeCents(100_000, 295)).toBe(2_950);
    expect(cardFeeCents(100, 295)).toBe(3); // 2.95 → 3
    expect(cardFeeCents(50, 295)).toBe(1); // 1.475 → 1
    expect(cardFeeCents(1_000, 0)).toBe(0);
  });
});
