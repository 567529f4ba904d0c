import { isDay } from '../accounting/months';
import {
  parseAmount,
  type ParsedLine,
  type ParsedStatement,
  StatementFileError,
} from './parsed-line';

/**
 * An OFX statement (the SGML of OFX 1.x or the XML of 2.x: both write each value after its tag,
 * closed or not). Only what a bank reconciliation needs is read: each transaction (STMTTRN) and the
 * ledger balance (LEDGERBAL). We read it ourselves: the npm OFX parsers we looked at were
 * unmaintained or pulled in an old XML parser (docs/decisions/0084).
 */

/** The value after `<TAG>` up to the next tag or line end, or ''. */
function value(block: string, tag: string): string {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? match[1]!.trim() : '';
}

/** OFX dates: YYYYMMDD, optionally followed by a time and a zone. */
function ofxDay(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(text);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return isDay(day) ? day : null;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function looksLikeOfx(content: string): boolean {
  return /<OFX>/i.test(content) || /^\s*OFXHEADER:/i.test(content);
}

export function readOfxStatement(content: string): ParsedStatement {
  if (!looksLikeOfx(content)) {
    throw new StatementFileError('content', 'The file is not an OFX statement (no <OFX> tag).');
  }
  const blocks = content.split(/<STMTTRN>/i).slice(1);
  const lines: ParsedLine[] = blocks.map((raw, index) => {
    const block = raw.split(/<\/STMTTRN>/i)[0]!;
    const postedOn = ofxDay(value(block, 'DTPOSTED'));
    const amountCents = parseAmount(value(block, 'TRNAMT'));
    if (!postedOn || amountCents === null) {
      throw new StatementFileError(
        'content',
        `Transaction ${index + 1}: it needs a posting date (DTPOSTED) and an amount (TRNAMT).`,
      );
    }
    const name = decode(value(block, 'NAME'));
    const memo = decode(value(block, 'MEMO'));
    const bankId = value(block, 'FITID');
    return {
      postedOn,
      amountCents,
      description: [name, memo].filter(Boolean).join(' · '),
      reference: decode(value(block, 'CHECKNUM') || value(block, 'REFNUM')),
      ...(bankId ? { bankId } : {}),
    };
  });
  const endingBalances: Record<string, number> = {};
  const ledger = /<LEDGERBAL>([\s\S]*?)(<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|$)/i.exec(content);
  if (ledger) {
    const cents = parseAmount(value(ledger[1]!, 'BALAMT'));
    const asOf = ofxDay(value(ledger[1]!, 'DTASOF'));
    if (cents !== null && asOf) endingBalances[asOf.slice(0, 7)] = cents;
  }
  return { lines: lines.filter((line) => line.amountCents !== 0), endingBalances };
}
