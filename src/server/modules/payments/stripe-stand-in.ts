import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the adapter uses (stripe-provider.ts), for
 * tests only: nothing that ships imports it. It answers as Stripe does in test mode, with the
 * test PaymentMethods Stripe documents:
 * - `pm_card_visa` succeeds; `pm_card_chargeDeclined` is declined; `pm_card_chargeDeclinedInsufficientFunds`
 *   is declined for insufficient funds; `pm_card_authenticationRequired` asks for 3-D Secure;
 * - `pm_usBankAccount_success` is processing, then succeeds; `pm_usBankAccount_insufficientFunds`
 *   is processing, then fails (the bank returns it) — `settle` moves them on.
 * Idempotency-Key is honoured as Stripe does: the same key and parameters answer the first
 * answer again, other parameters are refused. Unknown parameters are refused too, so a request
 * the real API would turn away does not pass here.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_standin0000000000000000';
export const STAND_IN_PUBLISHABLE_KEY = 'pk_test_standin0000000000000000';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin0000000000000000';

type Fate = 'succeeds' | 'declined' | 'insufficient_funds' | 'authentication' | 'ach' | 'ach_nsf';

interface TestMethod {
  type: 'card' | 'us_bank_account';
  last4: string;
  fate: Fate;
}

export const TEST_PAYMENT_METHODS: Record<string, TestMethod> = {
  pm_card_visa: { type: 'card', last4: '4242', fate: 'succeeds' },
  pm_card_chargeDeclined: { type: 'card', last4: '0002', fate: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: {
    type: 'card',
    last4: '9995',
    fate: 'insufficient_funds',
  },
  pm_card_authenticationRequired: { type: 'card', last4: '3184', fate: 'authentication' },
  pm_usBankAccount_success: { type: 'us_bank_account', last4: '6789', fate: 'ach' },
  pm_usBankAccount_insufficientFunds: {
    type: 'us_bank_account',
    last4: '2227',
    fate: 'ach_nsf',
  },
};

export const ACH_NSF_MESSAGE =
  "The customer's account has insufficient funds to cover this payment.";

type Json = Record<string, unknown>;

interface Answer {
  status: number;
  body: Json;
}

class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new StripeFault(400, { type: 'invalid_request_error', message, ...extra });
const missing = (what: string, id: string, param: string) =>
  invalid(`No such ${what}: '${id}'`, { code: 'resource_missing', param });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0]=x` form fields, as the SDK encodes them, to nested objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Json = root;
    for (const segment of path.slice(0, -1)) {
      const child = node[segment];
      node = (typeof child === 'object' && child !== null ? child : (node[segment] = {})) as Json;
    }
    node[path.at(-1)!] = value;
  }
  return toArrays(root) as Json;
}

/** Objects keyed 0, 1, … were lists. */
function toArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, toArrays(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

function allowOnly(params: Json, known: readonly string[]): void {
  const unknown = Object.keys(params).find((name) => !known.includes(name));
  if (unknown) {
    throw invalid(`Received unknown parameter: ${unknown}`, {
      code: 'parameter_unknown',
      param: unknown,
    });
  }
}

function paymentMethodObject(id: string): Json | null {
  const method = TEST_PAYMENT_METHODS[id];
  if (!method) return null;
  const base = { id, object: 'payment_method', type: method.type, created: 0, livemode: false };
  return method.type === 'card'
    ? { ...base, card: { brand: 'visa', last4: method.last4, exp_month: 12, exp_year: 2034 } }
    : {
        ...base,
        us_bank_account: {
          bank_name: 'STRIPE TEST BANK',
          last4: method.last4,
          routing_number: '110000000',
          account_type: 'checking',
        },
      };
}

const DECLINES: Partial<Record<Fate, Json>> = {
  declined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: what STRIPE_API_BASE is set to. */
  url: string;
  /** The PaymentIntent as the stand-in holds it now (a copy), or undefined. */
  intent(id: string): Json | undefined;
  /** How many PaymentIntents were created. */
  intentCount(): number;
  /** The PaymentIntent that made a charge (what a payment row keeps), or undefined. */
  intentIdOfCharge(chargeId: string): string | undefined;
  /**
   * The bank's answer for a debit that is processing: it succeeds, or, for the insufficient-funds
   * account, fails (a return). Answers the PaymentIntent after it, to put in a webhook event.
   */
  settle(intentId: string): Json;
  close(): Promise<void>;
}

export async function startStripeStandIn(
  secretKey: string = STAND_IN_SECRET_KEY,
): Promise<StripeStandIn> {
  const intents = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  /** Idempotency-Key → what was asked and what was answered. */
  const remembered = new Map<string, { request: string; answer: Answer }>();

  function intentOf(id: string): Json {
    const intent = intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    return intent;
  }

  function createIntent(params: Json): Answer {
    allowOnly(params, [
      'amount',
      'currency',
      'allowed_payment_method_types',
      'metadata',
      'description',
      'expand',
    ]);
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalid('Amount must be at least $0.50 usd', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    if (params.currency !== 'usd') throw invalid('Invalid currency', { param: 'currency' });
    const id = newId('pi');
    const types = (params.allowed_payment_method_types as string[] | undefined) ?? ['card'];
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      allowed_payment_method_types: types,
      payment_method_types: types,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      description: (params.description as string | undefined) ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      created: now(),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function confirmIntent(id: string, params: Json): Answer {
    allowOnly(params, ['payment_method', 'expand']);
    const intent = intentOf(id);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } },
      );
    }
    const methodId = (params.payment_method as string | undefined) ?? '';
    const method = TEST_PAYMENT_METHODS[methodId];
    if (!method) throw missing('PaymentMethod', methodId, 'payment_method');
    if (!(intent.allowed_payment_method_types as string[]).includes(method.type)) {
      throw invalid(`The PaymentMethod type ${method.type} is not allowed on this PaymentIntent.`, {
        code: 'payment_intent_incompatible_payment_method',
        param: 'payment_method',
      });
    }
    const chargeId = newId('ch');
    Object.assign(intent, {
      payment_method: methodId,
      latest_charge: chargeId,
      last_payment_error: null,
    });
    const decline = DECLINES[method.fate];
    if (decline) {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { ...decline, charge: chargeId },
      });
      throw new StripeFault(402, { ...decline, charge: chargeId, payment_intent: { ...intent } });
    }
    if (method.fate === 'authentication') {
      Object.assign(intent, {
        status: 'requires_action',
        latest_charge: null,
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      });
    } else {
      intent.status = method.fate === 'succeeds' ? 'succeeded' : 'processing';
    }
    return { status: 200, body: intent };
  }

  function createSetupIntent(params: Json): Answer {
    allowOnly(params, [
      'payment_method',
      'allowed_payment_method_types',
      'usage',
      'metadata',
      'expand',
    ]);
    const methodId = params.payment_method as string | undefined;
    if (methodId !== undefined && !TEST_PAYMENT_METHODS[methodId]) {
      throw missing('PaymentMethod', methodId, 'payment_method');
    }
    const id = newId('seti');
    const setupIntent: Json = {
      id,
      object: 'setup_intent',
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      payment_method: methodId ?? null,
      usage: (params.usage as string | undefined) ?? 'off_session',
      last_setup_error: null,
      created: now(),
      livemode: false,
    };
    setupIntents.set(id, setupIntent);
    return { status: 200, body: setupIntent };
  }

  function confirmSetupIntent(id: string, params: Json): Answer {
    allowOnly(params, ['payment_method', 'expand']);
    const setupIntent = setupIntents.get(id);
    if (!setupIntent) throw missing('setup_intent', id, 'intent');
    if (setupIntent.status === 'succeeded') {
      throw invalid('You cannot confirm this SetupIntent because it has already succeeded.', {
        code: 'setup_intent_unexpected_state',
      });
    }
    const methodId = (params.payment_method ?? setupIntent.payment_method ?? '') as string;
    const method = TEST_PAYMENT_METHODS[methodId];
    if (!method) throw missing('PaymentMethod', methodId, 'payment_method');
    setupIntent.payment_method = methodId;
    // Verifying a card asks whether it takes charges at all, not whether funds are there.
    if (method.fate === 'declined') {
      const decline = DECLINES.declined!;
      Object.assign(setupIntent, { status: 'requires_payment_method', last_setup_error: decline });
      throw new StripeFault(402, { ...decline, setup_intent: { ...setupIntent } });
    }
    setupIntent.status = 'succeeded';
    return { status: 200, body: setupIntent };
  }

  function route(method: string, path: string, params: Json): Answer {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && (match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path))) {
      return confirmIntent(decodeURIComponent(match[1]!), params);
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      return { status: 200, body: intentOf(decodeURIComponent(match[1]!)) };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const found = paymentMethodObject(id);
      if (!found) throw missing('PaymentMethod', id, 'payment_method');
      return { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/setup_intents') return createSetupIntent(params);
    if (method === 'POST' && (match = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path))) {
      return confirmSetupIntent(decodeURIComponent(match[1]!), params);
    }
    throw new StripeFault(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(method: string, path: string, query: string, text: string): Answer {
    try {
      const params = parseForm(method === 'GET' ? query : text);
      // The answer is kept whole: a later change to the intent does not change a replay.
      const { status, body } = route(method, path, params);
      return { status, body: structuredClone(body) };
    } catch (err) {
      if (err instanceof StripeFault) return { status: err.status, body: { error: err.error } };
      throw err;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const send = (result: Answer, headers: Record<string, string> = {}) => {
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...headers,
      });
      res.end(JSON.stringify(result.body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send({
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      });
      return;
    }
    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') {
      send(answer(method, url.pathname, url.search, text));
      return;
    }
    // Stripe compares the parameters, not the order they came in.
    const fields = [...new URLSearchParams(text)].map(([name, value]) => `${name}=${value}`);
    const request = `${method} ${url.pathname} ${fields.sort((a, b) => a.localeCompare(b)).join('&')}`;
    const earlier = remembered.get(key);
    if (earlier) {
      if (earlier.request !== request) {
        send({
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        });
        return;
      }
      send(earlier.answer, { 'idempotent-replayed': 'true', 'idempotency-key': key });
      return;
    }
    const result = answer(method, url.pathname, url.search, text);
    remembered.set(key, { request, answer: result });
    send(result, { 'idempotency-key': key });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intent: (id) => {
      const found = intents.get(id);
      return found && structuredClone(found);
    },
    intentCount: () => intents.size,
    intentIdOfCharge: (chargeId) =>
      [...intents.values()].find((intent) => intent.latest_charge === chargeId)?.id as
        string | undefined,
    settle(intentId) {
      const intent = intentOf(intentId);
      if (intent.status !== 'processing') throw new Error(`${intentId} is not processing`);
      const fate = TEST_PAYMENT_METHODS[intent.payment_method as string]?.fate;
      if (fate === 'ach_nsf') {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'insufficient_funds',
            message: ACH_NSF_MESSAGE,
            charge: intent.latest_charge,
          },
        });
      } else {
        intent.status = 'succeeded';
      }
      return structuredClone(intent);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A webhook event as Stripe sends it, for `stripe.webhooks.generateTestHeaderString` to sign. */
export function webhookEvent(type: string, object: Json, id = newId('evt')): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
