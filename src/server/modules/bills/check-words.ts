const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function underThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} Hundred`);
    n %= 100;
  }
  if (n >= 20) {
    parts.push(n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)]!);
  } else if (n > 0 || parts.length === 0) {
    parts.push(ONES[n]!);
  }
  return parts.join(' ');
}

/** A check's amount line: 125050 → "One Thousand Two Hundred Fifty and 50/100 Dollars". */
export function checkAmountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error('not an amount in cents');
  let dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const scales = ['', 'Thousand', 'Million', 'Billion'];
  const words: string[] = [];
  let scale = 0;
  if (dollars === 0) words.push('Zero');
  while (dollars > 0) {
    const chunk = dollars % 1000;
    if (chunk > 0)
      words.unshift(`${underThousand(chunk)}${scales[scale] ? ` ${scales[scale]}` : ''}`);
    dollars = Math.floor(dollars / 1000);
    scale++;
  }
  return `${words.join(' ')} and ${rest}/100 Dollars`;
}
