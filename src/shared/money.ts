import { LEDGER_CURRENCY } from './leasing-terms';
import { numberFormat } from './locale';
import type { ValidationCode } from './validation/english';

/**
 * The one rule for money, on both sides: what a person may type as an amount, and how an amount
 * of integer cents is written. Financial amounts always show their cents ("$4,350.00"); only a
 * marketing price is rounded to whole dollars. Arithmetic never goes through a float: "0.29" is 29
 * cents, not 28.
 */

/** What every form says when the typed text is not an amount: one code, worded per language. */
export const MONEY_INVALID = 'money.invalid' satisfies ValidationCode;

/** What a form says when it needs more than nothing (a payment, a rent, a price). */
export const MONEY_NOT_ABOVE_ZERO = 'money.aboveZero' satisfies ValidationCode;

/** The largest amount a person may type: nine digits of dollars, $999,999,999.99. */
export const MAX_TYPED_CENTS = 99_999_999_999;

// An optional minus (before or after the dollar sign), thousands commas only every three digits,
// and at most two decimals: "1,250", "$1,250.5", "1250.50", "-$12.50", ".5".
const TYPED_AMOUNT = /^(-?)\$?\s*(-?)(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})?(?:\.(\d{1,2}))?$/;

export interface ParseMoneyOptions {
  /** Accept a leading minus; amounts people type are positive unless a form says otherwise. */
  negative?: boolean;
}

/**
 * What a person typed, as integer cents, or null when it is not an amount (letters, more than two
 * decimals, misplaced commas, an unwanted minus, nothing at all): the caller shows MONEY_INVALID.
 */
export function parseMoney(
  text: string,
  { negative = false }: ParseMoneyOptions = {},
): number | null {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, signBefore, signAfter, whole, fraction] = match;
  if (whole === undefined && fraction === undefined) return null;
  const isNegative = signBefore === '-' || signAfter === '-';
  if ((signBefore && signAfter) || (isNegative && !negative)) return null;
  const cents =
    Number((whole ?? '0').replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return isNegative && cents !== 0 ? -cents : cents;
}

/** An amount that must be above zero (a payment, a rent, a price): its cents, or the code to show. */
export function parseMoneyAboveZero(
  text: string,
): { cents: number } | { error: typeof MONEY_INVALID | typeof MONEY_NOT_ABOVE_ZERO } {
  const cents = parseMoney(text);
  if (cents === null) return { error: MONEY_INVALID };
  return cents > 0 ? { cents } : { error: MONEY_NOT_ABOVE_ZERO };
}

/** Cents in a currency, written by Intl with the given digits; -0 would be written "-$0.00". */
function writeCents(
  cents: number,
  language: string | undefined,
  currency: string,
  digits: Intl.NumberFormatOptions,
): string {
  return numberFormat(language, { style: 'currency', currency, ...digits }).format(
    (cents === 0 ? 0 : cents) / 100,
  );
}

const WITH_CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const WHOLE_DOLLARS = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
const SCALE_ONLY = {
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
} as const;

/**
 * A financial amount (ledgers, balances, statements, receipts, payments, contracts, e-mails):
 * always two decimals, "$4,350.00", and "-$12.50" below zero, in the reader's language.
 */
export const formatMoney = (cents: number, language?: string, currency = LEDGER_CURRENCY) =>
  writeCents(cents, language, currency, WITH_CENTS);

/**
 * A marketing price (plans on /compare and /managed, listing prices, the featured homes, market
 * medians): rounded to whole dollars, "$2,500", because there it is a headline and not a bill.
 */
export const formatMarketingPrice = (
  cents: number,
  language?: string,
  currency = LEDGER_CURRENCY,
) => writeCents(cents, language, currency, WHOLE_DOLLARS);

/** A chart axis's tick, where only the scale matters: "$12K", "$1.5M". */
export const formatMoneyAxisTick = (cents: number, language?: string, currency = LEDGER_CURRENCY) =>
  writeCents(cents, language, currency, SCALE_ONLY);

/**
 * An amount as a plain decimal, "1250.50" or "-12.50": no symbol or separators, so it is what an
 * amount field is filled with (parseMoney reads it back) and what a CSV or schema.org reads.
 */
export function formatPlainAmount(cents: number): string {
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
