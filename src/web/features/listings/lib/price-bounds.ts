import { parseMoney } from '../../../../shared/money';

/**
 * A bound of the price range, typed by the money rule, in the whole dollars the search takes:
 * undefined when nothing is typed (no bound), null when it is not an amount. Cents move the bound
 * inward (at least $1,500.50 is at least $1,501), since asking prices are whole dollars.
 */
function priceBound(text: string, round: (dollars: number) => number): number | undefined | null {
  if (text.trim() === '') return undefined;
  const cents = parseMoney(text);
  return cents === null ? null : round(cents / 100);
}

export const minPriceBound = (text: string) => priceBound(text, Math.ceil);
export const maxPriceBound = (text: string) => priceBound(text, Math.floor);
