/** A statement line read from a bank's file, before it is stored. */
export interface ParsedLine {
  /** 'YYYY-MM-DD'. */
  postedOn: string;
  /** Money in above zero, money out below. */
  amountCents: number;
  description: string;
  reference: string;
  /** The bank's own id for the transaction (OFX FITID), when the file gives one. */
  bankId?: string;
  /** The running balance after this line, when the file gives one. */
  balanceCents?: number;
}

/** What a statement file holds: its lines and, when it says, its ending balances by month. */
export interface ParsedStatement {
  lines: ParsedLine[];
  /** 'YYYY-MM' → the bank's balance at the end of the month's last line (or the file's end). */
  endingBalances: Record<string, number>;
}

/** A problem with the file, named by the field of the request it belongs to. */
export class StatementFileError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Dollars as banks write them ("1,234.56", "-12.00", "(12.00)", "$5") to whole cents; null when
 * the text is not an amount.
 */
export function parseAmount(text: string): number | null {
  let value = text.trim().replace(/[$\s,]/g, '');
  if (value === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** The balances at the end of each month, from the lines that carry a running balance. */
export function endingBalancesOf(lines: ParsedLine[]): Record<string, number> {
  const endings: Record<string, { day: string; cents: number }> = {};
  for (const line of lines) {
    if (line.balanceCents === undefined) continue;
    const month = line.postedOn.slice(0, 7);
    const known = endings[month];
    // The last line of the day order wins; within a day, the file's order.
    if (!known || line.postedOn >= known.day) {
      endings[month] = { day: line.postedOn, cents: line.balanceCents };
    }
  }
  return Object.fromEntries(Object.entries(endings).map(([month, end]) => [month, end.cents]));
}
