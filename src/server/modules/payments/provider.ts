/**
 * What the product needs from a card and bank processor (decision 0043). Shaped after Stripe's
 * PaymentIntents so an adapter for it fits: an intent is created with our idempotency key (the
 * processor's own idempotency makes a retry return the same intent), the browser's token confirms
 * it, and a bank debit that is still processing is settled or returned later by an event (Stripe
 * pushes webhooks; the sandbox is asked for them). The card number never reaches our API: the
 * browser exchanges it for a token first.
 */

export type ProviderMethodKind = 'card' | 'ach';

export interface TokenDetails {
  kind: ProviderMethodKind;
  /** "visa", "mastercard", … or "bank". */
  brand: string;
  /** Null when the processor does not say. */
  last4: string | null;
}

export interface CreateIntentInput {
  /** What the payer is charged, convenience fee included. */
  amountCents: number;
  currency: 'USD';
  /** One intent per key: the same key returns the same intent, however often it is sent. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PaymentIntent {
  id: string;
  /** What a browser-side confirmation (Stripe.js) needs; the sandbox confirms on the server. */
  clientSecret: string;
}

export type FailureCode = 'card_declined' | 'insufficient_funds' | 'invalid_token';

export type IntentOutcome =
  | { status: 'succeeded'; chargeId: string }
  /** A bank debit: it lowers the balance at once and is settled or returned by an event. */
  | { status: 'processing'; chargeId: string }
  | { status: 'failed'; code: FailureCode; message: string };

/** What the processor reports later about a charge that was processing (a webhook's content). */
export type SettlementEvent =
  | { type: 'charge.succeeded'; chargeId: string }
  | { type: 'charge.returned'; chargeId: string; code: string; message: string };

/** A card or bank account kept for later charges (autopay): what the product may store of it. */
export interface ReusableMethod {
  /** What later charges are confirmed with: the sandbox's token, Stripe's PaymentMethod id. */
  token: string;
  kind: ProviderMethodKind;
  /** `visa`, … for a card; `bank` for an account. */
  brand: string;
  last4: string;
}

export type SetUpOutcome =
  | { status: 'ready'; method: ReusableMethod }
  | { status: 'failed'; code: FailureCode; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Whether a token is a card or a bank account, before any money moves (the fee depends on it). */
  tokenKind(token: string): Promise<ProviderMethodKind | null>;
  /** What a receipt may name of the card or account behind a token (Stripe: the PaymentMethod). */
  describeToken(token: string): Promise<TokenDetails | null>;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** Charges the intent with the browser's token. The same intent and token give the same outcome. */
  confirmIntent(intent: PaymentIntent, token: string): Promise<IntentOutcome>;
  /**
   * Events for charges still processing, as of `now`. A provider that pushes webhooks answers
   * none here and hands each event to `applySettlementEvent` from its webhook route instead.
   */
  settlementEvents(chargeIds: readonly string[], now: Date): Promise<SettlementEvent[]>;
  /**
   * Makes the browser's token a method that can be charged later without the payer (decision
   * 0045): the processor describes it (brand, last four) and verifies it with the issuer, so a
   * declined card is refused when it is saved, not on the first autopay day. Funds are not
   * checked: insufficient funds show only when a charge is made. A Stripe adapter confirms a
   * SetupIntent with the PaymentMethod and reads its `card` or `us_bank_account` details.
   */
  setUpMethod(token: string): Promise<SetUpOutcome>;
}
