import { createHash, randomBytes } from 'node:crypto';
import { isAccountNumber, isSecurityCode } from '../../../shared/payment-method-format';
import type {
  IntentOutcome,
  PaymentIntent,
  PaymentProvider,
  ProviderMethodKind,
  SettlementEvent,
} from './provider';

/**
 * The default processor: it behaves like a card processor's test mode (decision 0043). Its test
 * numbers are the contract the README and the /pay screen name:
 * - card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995
 *   fails for insufficient funds;
 * - bank routing 110000000 with any account stays processing and settles after a delay the
 *   sandbox sets; account 000111111116 is returned "R01 insufficient funds" instead.
 * Tokens and charge ids carry their outcome, so the sandbox keeps no state and every instance
 * behind one database agrees on it, across restarts too.
 */

export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_RETURNED_ACCOUNT = '000111111116';
export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const R01_MESSAGE = 'R01 insufficient funds';

type Outcome = 'ok' | 'declined' | 'nsf' | 'ach' | 'achr01';

const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'nsf',
};

export interface SandboxToken {
  token: string;
  kind: ProviderMethodKind;
  brand: string;
  last4: string;
}

/** Why a card or account cannot be tokenized, by field: the endpoint's 400. */
export class TokenizeRefusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0]);
  }
}

const digits = (value: string) => value.replace(/[\s-]/g, '');
/** The last four travel in the token, so a saved method or a receipt is named without stored state. */
const newToken = (outcome: Outcome, last4: string) =>
  `tok_sbx_${outcome}_${last4}_${randomBytes(9).toString('hex')}`;

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The browser's half of a card payment: the number becomes a token, the brand and last four. */
export function tokenizeCard(card: CardInput, now: Date): SandboxToken {
  const number = digits(card.number);
  const refusals: Record<string, string> = {};
  const outcome = TEST_CARDS[number];
  if (!number) refusals.number = 'Enter the card number';
  else if (!outcome) {
    refusals.number =
      'The sandbox takes only its test cards: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0000 0000 9995';
  }
  // The card is good through the last day of its expiry month (UTC is close enough for a sandbox).
  const expired =
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) refusals.expYear = 'This card has expired';
  if (!isSecurityCode(card.cvc)) refusals.cvc = 'Enter the 3 or 4 digits of the security code';
  if (Object.keys(refusals).length > 0) throw new TokenizeRefusal(refusals);
  return {
    token: newToken(outcome!, number.slice(-4)),
    kind: 'card',
    brand: 'visa',
    last4: number.slice(-4),
  };
}

export interface BankInput {
  routingNumber: string;
  accountNumber: string;
}

/** A bank account (ACH): only the sandbox's routing number is known to it. */
export function tokenizeBank(bank: BankInput): SandboxToken {
  const routing = digits(bank.routingNumber);
  const account = digits(bank.accountNumber);
  const refusals: Record<string, string> = {};
  if (!routing) refusals.routingNumber = 'Enter the 9-digit routing number';
  else if (routing !== SANDBOX_ROUTING_NUMBER) {
    refusals.routingNumber = `The sandbox takes only its test routing number ${SANDBOX_ROUTING_NUMBER}`;
  }
  if (!isAccountNumber(account))
    refusals.accountNumber = 'Enter an account number of 4 to 17 digits';
  if (Object.keys(refusals).length > 0) throw new TokenizeRefusal(refusals);
  const outcome: Outcome = account === SANDBOX_RETURNED_ACCOUNT ? 'achr01' : 'ach';
  return {
    token: newToken(outcome, account.slice(-4)),
    kind: 'ach',
    brand: 'bank',
    last4: account.slice(-4),
  };
}

// Tokens made before the last four travelled in them have none: still valid, named without them.
const TOKEN_PATTERN = /^tok_sbx_(ok|declined|nsf|ach|achr01)_(?:([0-9]{4})_)?[0-9a-f]{18}$/;

function outcomeOf(token: string): Outcome | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? (match[1] as Outcome) : null;
}

/** The last four a token carries (tokens made before they did carry none). */
function last4Of(token: string): string | null {
  return TOKEN_PATTERN.exec(token)?.[2] ?? null;
}

/** `ch_sbx_<settles|r01>_<ms the charge was made>_<intent hash>`: what settlement needs to know. */
function chargeId(intent: PaymentIntent, outcome: Outcome, now: Date): string {
  const fate = outcome === 'achr01' ? 'r01' : outcome === 'ach' ? 'settles' : 'card';
  return `ch_sbx_${fate}_${now.getTime()}_${intent.id.slice('pi_sbx_'.length)}`;
}

export interface SandboxOptions {
  /** How long a bank debit stays processing before it settles or is returned. */
  achSettlementMs: number;
  /** Injected so tests can run the settlement clock. */
  now?: () => Date;
}

export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'sandbox',

    async tokenKind(token) {
      const outcome = outcomeOf(token);
      if (!outcome) return null;
      return outcome === 'ach' || outcome === 'achr01' ? 'ach' : 'card';
    },

    async describeToken(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const bank = match[1] === 'ach' || match[1] === 'achr01';
      return {
        kind: bank ? 'ach' : 'card',
        brand: bank ? 'bank' : 'visa',
        last4: match[2] ?? null,
      };
    },
    async createIntent(input) {
      // The id follows from the key: sending the same key again gives the same intent.
      const hash = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24);
      const id = `pi_sbx_${hash}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },

    async confirmIntent(intent, token): Promise<IntentOutcome> {
      const outcome = outcomeOf(token);
      switch (outcome) {
        case null:
          return {
            status: 'failed',
            code: 'invalid_token',
            message: 'This payment method is not valid. Enter it again.',
          };
        case 'declined':
          return { status: 'failed', code: 'card_declined', message: DECLINED_MESSAGE };
        case 'nsf':
          return {
            status: 'failed',
            code: 'insufficient_funds',
            message: INSUFFICIENT_FUNDS_MESSAGE,
          };
        case 'ok':
          return { status: 'succeeded', chargeId: chargeId(intent, outcome, now()) };
        case 'ach':
        case 'achr01':
          return { status: 'processing', chargeId: chargeId(intent, outcome, now()) };
      }
    },

    async setUpMethod(token) {
      const outcome = outcomeOf(token);
      const last4 = last4Of(token);
      if (!outcome || !last4) {
        return {
          status: 'failed',
          code: 'invalid_token',
          message: 'This payment method is not valid. Enter it again.',
        };
      }
      // Verifying a card asks the issuer whether it takes charges at all, not whether funds are
      // there: the declined card is refused now, the insufficient-funds card only when charged.
      if (outcome === 'declined') {
        return { status: 'failed', code: 'card_declined', message: DECLINED_MESSAGE };
      }
      const ach = outcome === 'ach' || outcome === 'achr01';
      return {
        status: 'ready',
        method: { token, kind: ach ? 'ach' : 'card', brand: ach ? 'bank' : 'visa', last4 },
      };
    },

    async settlementEvents(chargeIds, at) {
      const events: SettlementEvent[] = [];
      for (const id of chargeIds) {
        const match = /^ch_sbx_(settles|r01)_([0-9]+)_/.exec(id);
        if (!match) continue;
        if (Number(match[2]) + options.achSettlementMs > at.getTime()) continue;
        events.push(
          match[1] === 'r01'
            ? { type: 'charge.returned', chargeId: id, code: 'R01', message: R01_MESSAGE }
            : { type: 'charge.succeeded', chargeId: id },
        );
      }
      return events;
    },
  };
}
