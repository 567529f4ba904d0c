import { ApiError, requestJson } from '../../../lib/api-error';

/**
 * The browser's half of a payment, as a processor's library (Stripe.js) does it: the card or
 * account goes to the processor's tokens endpoint (here the sandbox's), and only the token it
 * answers goes to our API. Nothing here keeps the number.
 */
export interface MethodToken {
  token: string;
  kind: 'card' | 'ach';
  brand: string;
  last4: string;
}

export interface CardInput {
  number: string;
  /** As typed: "MM/YY" or "MM/YYYY". */
  expiry: string;
  cvc: string;
}

export interface BankInput {
  routingNumber: string;
  accountNumber: string;
}

/** A refusal by field of the form (number, expiry, cvc, routingNumber, accountNumber). */
export class TokenRefusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'The card or account was refused');
  }
}

/** "04/29", "4/2029" → month and four-digit year; null when it is not a date. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

const TOKENS_URL = '/api/payments/sandbox/tokens';

async function post(body: unknown, fieldOf: (field: string) => string): Promise<MethodToken> {
  try {
    return await requestJson<MethodToken>(TOKENS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
      const fields: Record<string, string> = {};
      for (const [path, reason] of Object.entries(err.fields)) {
        // The processor names nested paths (card.number) or the bare field (number).
        const field = fieldOf(path.split('.').pop()!);
        fields[field] ??= reason;
      }
      throw new TokenRefusal(fields);
    }
    throw err;
  }
}

export async function tokenizeCard(card: CardInput): Promise<MethodToken> {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new TokenRefusal({ expiry: 'pay:errors.expiry' });
  return post(
    {
      card: {
        number: card.number,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: card.cvc.trim(),
      },
    },
    (field) => (field === 'expMonth' || field === 'expYear' ? 'expiry' : field),
  );
}

export async function tokenizeBank(bank: BankInput): Promise<MethodToken> {
  return post({ bank }, (field) => field);
}

/**
 * One key per payment attempt: made on the first click, sent again on a retry after the answer
 * was lost (network, server error), forgotten once the API has answered for good, so the next
 * attempt (another card after a decline) is a payment of its own.
 */
export class PaymentAttempt {
  private key: string | null = null;

  keyForSubmit(): string {
    this.key ??= crypto.randomUUID();
    return this.key;
  }

  /** After an answer: keep the key only when the request may not have reached a decision. */
  settle(err: unknown): void {
    const undecided = err instanceof ApiError && (err.status === 0 || err.status >= 500);
    if (!undecided) this.key = null;
  }
}
