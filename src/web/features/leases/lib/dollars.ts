/**
 * What a person types as dollars ("1,250.5", "$80") in integer cents, or null when it is not an
 * amount. Parsed from the digits, never through a float, so 0.29 is 29 cents and not 28.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1] || '0');
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Cents as the plain number a form field holds ("1250.50"), for prefilling an amount. */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
