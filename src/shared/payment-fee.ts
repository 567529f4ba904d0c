/**
 * The card convenience fee on `amountCents` at `basisPoints` (295 = 2.95 %), to the nearest cent
 * (half a cent up): the /pay screen shows it before paying and the API charges the same figure.
 */
export function cardFeeCents(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}
