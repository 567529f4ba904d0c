import Stripe from 'stripe';
import type { StripeApiBase } from '../../config';
import type {
  FailureCode,
  IntentOutcome,
  PaymentProvider,
  ProviderMethodKind,
  SetUpOutcome,
  TokenDetails,
} from './provider';

/**
 * The processor for real money (decision 0079): Stripe's PaymentIntents through the official SDK.
 * The browser's token is a Stripe PaymentMethod id (`pm_…`, made by Stripe.js); the intent is
 * created with our idempotency key and confirmed on the server with that PaymentMethod. A bank
 * debit that is processing is settled or returned by a webhook (stripe-webhook.routes.ts), so
 * `settlementEvents` answers none.
 */

export interface StripeProviderOptions {
  secretKey: string;
  /** Another address for the API (the tests' stand-in); unset, api.stripe.com. */
  apiBase?: StripeApiBase;
}

/** Cards and US bank accounts (ACH Direct Debit); API 2026-10-28 calls the list `allowed_…`. */
const METHOD_TYPES: Array<'card' | 'us_bank_account'> = ['card', 'us_bank_account'];
/** What a PaymentMethod id looks like; anything else is refused before a request is made. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;

const INVALID_TOKEN = 'This payment method is not valid. Enter it again.';
const DECLINED = 'Your card was declined.';
const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
const NEEDS_AUTHENTICATION =
  'This payment needs the card holder to confirm it with their bank, which this page cannot do yet. Use another card or a bank account.';

export function stripeClient(options: StripeProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...options.apiBase,
    // A network failure is retried by the SDK with an idempotency key of its own, so a confirm
    // sent twice is still one confirmation.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** What Stripe says of a failed attempt: an error's or a PaymentIntent's `last_payment_error`. */
interface StripeFailure {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

function failure(error: StripeFailure | null | undefined): {
  status: 'failed';
  code: FailureCode;
  message: string;
} {
  if (error?.code === 'insufficient_funds' || error?.decline_code === 'insufficient_funds') {
    return {
      status: 'failed',
      code: 'insufficient_funds',
      message: error.message ?? INSUFFICIENT_FUNDS,
    };
  }
  return { status: 'failed', code: 'card_declined', message: error?.message ?? DECLINED };
}

const invalidToken = () =>
  ({ status: 'failed', code: 'invalid_token', message: INVALID_TOKEN }) as const;

/** The charge a PaymentIntent made: what the payment row keeps and the webhook names. */
export function chargeIdOf(intent: Stripe.PaymentIntent): string {
  const charge = intent.latest_charge;
  if (typeof charge === 'string') return charge;
  return charge?.id ?? intent.id;
}

/** What a PaymentIntent's state means for the payment. */
function outcomeOf(intent: Stripe.PaymentIntent): IntentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: chargeIdOf(intent) };
    case 'processing':
      return { status: 'processing', chargeId: chargeIdOf(intent) };
    case 'requires_payment_method':
      return failure(intent.last_payment_error);
    case 'requires_action':
      // 3-D Secure or bank micro-deposits: only the payer can go on, in the browser (Stripe.js).
      return { status: 'failed', code: 'card_declined', message: NEEDS_AUTHENTICATION };
    default:
      // Canceled, or a state this product never asks for (manual capture): no money moved.
      return failure(intent.last_payment_error);
  }
}

const isStripeError = (err: unknown, code?: string): err is Stripe.errors.StripeError =>
  err instanceof Stripe.errors.StripeError && (code === undefined || err.code === code);

function kindOf(method: Stripe.PaymentMethod): ProviderMethodKind | null {
  if (method.type === 'card') return 'card';
  if (method.type === 'us_bank_account') return 'ach';
  return null;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);

  /** The PaymentMethod behind a token, or null when there is none (or not of a kind we take). */
  async function paymentMethod(token: string): Promise<Stripe.PaymentMethod | null> {
    if (!PAYMENT_METHOD_ID.test(token)) return null;
    try {
      const method = await stripe.paymentMethods.retrieve(token);
      return kindOf(method) ? method : null;
    } catch (err) {
      if (isStripeError(err, 'resource_missing')) return null;
      throw err;
    }
  }

  async function describeToken(token: string): Promise<TokenDetails | null> {
    const method = await paymentMethod(token);
    if (!method) return null;
    if (method.type === 'card') {
      return {
        kind: 'card',
        brand: method.card?.brand ?? 'card',
        last4: method.card?.last4 ?? null,
      };
    }
    return { kind: 'ach', brand: 'bank', last4: method.us_bank_account?.last4 ?? null };
  }

  return {
    name: 'stripe',

    async tokenKind(token) {
      const method = await paymentMethod(token);
      return method ? kindOf(method) : null;
    },

    describeToken,

    async createIntent(input) {
      // Stripe answers a key it has seen with the intent it made, if the parameters are the
      // same: so only what a retry can send again goes here (reconciliation, decision 0076,
      // knows the amount and the metadata, not the words the first request used).
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          allowed_payment_method_types: METHOD_TYPES,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    async confirmIntent(intent, token) {
      try {
        return outcomeOf(await stripe.paymentIntents.confirm(intent.id, { payment_method: token }));
      } catch (err) {
        // A decline is an answer, not a fault: Stripe sends it as a card error (HTTP 402).
        if (err instanceof Stripe.errors.StripeCardError) return failure(err);
        // Confirmed before (a retry, or reconciliation after the answer was lost): what it came to.
        if (isStripeError(err, 'payment_intent_unexpected_state')) {
          return outcomeOf(await stripe.paymentIntents.retrieve(intent.id));
        }
        if (isStripeError(err, 'resource_missing') && err.param === 'payment_method') {
          return invalidToken();
        }
        throw err;
      }
    },

    async settlementEvents() {
      // Stripe pushes them: the webhook route hands each to applySettlementEvent.
      return [];
    },

    async setUpMethod(token): Promise<SetUpOutcome> {
      const details = await describeToken(token);
      if (!details?.last4) return invalidToken();
      try {
        const created = await stripe.setupIntents.create({
          payment_method: token,
          allowed_payment_method_types: METHOD_TYPES,
          usage: 'off_session',
        });
        const setUp = await stripe.setupIntents.confirm(created.id);
        if (setUp.status !== 'succeeded' && setUp.status !== 'processing') {
          return failure(setUp.last_setup_error);
        }
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return failure(err);
        throw err;
      }
      return {
        status: 'ready',
        method: { token, kind: details.kind, brand: details.brand, last4: details.last4 },
      };
    },
  };
}
