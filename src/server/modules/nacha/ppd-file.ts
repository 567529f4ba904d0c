/**
 * A NACHA ACH file of credits (owner payouts, vendor payments by bank transfer), as the company's
 * bank takes it: 94-character records — file header, one batch header, entry details and batch
 * control per batch, file control — blocked to a multiple of 10 records with lines of nines.
 * Only credits are written: money leaves a trust account, it is never pulled.
 */

export interface NachaOriginator {
  /** The company's bank (ODFI) routing number, 9 digits: the file's destination. */
  odfiRouting: string;
  /** The bank's name, as the file header carries it (up to 23 characters). */
  odfiName: string;
  /** The company's ACH identification, 10 characters (often "1" and its EIN). */
  companyId: string;
  /** The company's name as the receivers' statements show it (up to 16 characters). */
  companyName: string;
}

export type NachaAccountType = 'checking' | 'savings';

export interface NachaEntry {
  routingNumber: string;
  accountNumber: string;
  accountType: NachaAccountType;
  amountCents: number;
  /** The receiver's name (up to 22 characters). */
  name: string;
  /** The company's own reference for the receiver or payment (up to 15 characters). */
  idNumber: string;
}

export interface NachaBatch {
  /** PPD for people (owners), CCD for companies (vendors). */
  secCode: 'PPD' | 'CCD';
  /** What the receiver's statement says it is, up to 10 characters: "PAYOUT", "VENDOR PMT". */
  entryDescription: string;
  /** The day the money should arrive, 'YYYY-MM-DD'. */
  effectiveDate: string;
  entries: NachaEntry[];
}

export interface NachaFileOptions {
  /** When the file was made, in the company's time zone: 'YYYY-MM-DD' and 'HH:MM'. */
  createdOn: string;
  createdAt: string;
  /** A to Z, then 0 to 9: tells apart files made on one day. */
  fileIdModifier?: string;
}

/** A value the file cannot carry, naming the field as `path` (e.g. `batches.0.entries.2.routingNumber`). */
export class NachaError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'NachaError';
  }
}

const RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;
/** Ten digits of cents: $99,999,999.99. */
const MAX_ENTRY_CENTS = 9_999_999_999;
/** Credits to a checking account (22) or a savings account (32). */
const CREDIT_CODE: Record<NachaAccountType, string> = { checking: '22', savings: '32' };
/** A batch of credits only. */
const CREDITS_ONLY = '220';

/** The ABA check digit: weights 3, 7, 1 over the first eight digits. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((s, w, i) => s + Number(value[i]) * w, 0);
  return sum % 10 === 0;
}

/** Upper case, and only the characters every bank's file reader accepts. */
function alnum(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&/'()-]/g, ' ');
}

const left = (text: string, width: number) => alnum(text).slice(0, width).padEnd(width, ' ');
const digits = (n: number, width: number) => {
  const text = String(n);
  // An entry hash keeps its rightmost digits; every other number must fit.
  return text.length > width ? text.slice(-width) : text.padStart(width, '0');
};
const yymmdd = (day: string) => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);

function check(condition: boolean, path: string, message: string): void {
  if (!condition) throw new NachaError(path, message);
}

function checkOriginator(o: NachaOriginator): void {
  check(isRoutingNumber(o.odfiRouting), 'odfiRouting', 'Enter the bank’s 9-digit routing number');
  check(
    /^[A-Za-z0-9 ]{10}$/.test(o.companyId),
    'companyId',
    'Enter the 10-character ACH company ID',
  );
  check(alnum(o.companyName).trim() !== '', 'companyName', 'Enter the company name for ACH');
  check(alnum(o.odfiName).trim() !== '', 'odfiName', 'Enter the bank’s name');
}

function checkEntry(e: NachaEntry, path: string): void {
  check(isRoutingNumber(e.routingNumber), `${path}.routingNumber`, 'Not a valid routing number');
  check(
    /^[0-9A-Za-z-]{1,17}$/.test(e.accountNumber),
    `${path}.accountNumber`,
    'Enter an account number of 1 to 17 characters',
  );
  check(
    Number.isInteger(e.amountCents) && e.amountCents > 0 && e.amountCents <= MAX_ENTRY_CENTS,
    `${path}.amountCents`,
    'An ACH credit is between $0.01 and $99,999,999.99',
  );
  check(alnum(e.name).trim() !== '', `${path}.name`, 'Enter the receiver’s name');
}

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** The whole file, records separated by line feeds, ending with one. */
export function buildNachaFile(
  originator: NachaOriginator,
  batches: readonly NachaBatch[],
  options: NachaFileOptions,
): string {
  checkOriginator(originator);
  check(batches.length > 0, 'batches', 'A file needs at least one batch');
  check(isDay(options.createdOn), 'createdOn', 'Give the day as YYYY-MM-DD');
  check(/^\d{2}:\d{2}$/.test(options.createdAt), 'createdAt', 'Give the time as HH:MM');
  const modifier = options.fileIdModifier ?? 'A';
  check(/^[A-Z0-9]$/.test(modifier), 'fileIdModifier', 'A file ID modifier is A–Z or 0–9');

  const odfi8 = originator.odfiRouting.slice(0, 8);
  const records: string[] = [
    '1' +
      '01' +
      ` ${originator.odfiRouting}` +
      left(originator.companyId, 10) +
      yymmdd(options.createdOn) +
      options.createdAt.replace(':', '') +
      modifier +
      '094' +
      digits(BLOCKING_FACTOR, 2) +
      '1' +
      left(originator.odfiName, 23) +
      left(originator.companyName, 23) +
      left('', 8),
  ];

  let fileEntries = 0;
  let fileHash = 0;
  let fileCredits = 0;
  batches.forEach((batch, b) => {
    check(batch.entries.length > 0, `batches.${b}.entries`, 'A batch needs at least one entry');
    check(isDay(batch.effectiveDate), `batches.${b}.effectiveDate`, 'Give the day as YYYY-MM-DD');
    const batchNumber = digits(b + 1, 7);
    records.push(
      '5' +
        CREDITS_ONLY +
        left(originator.companyName, 16) +
        left('', 20) +
        left(originator.companyId, 10) +
        batch.secCode +
        left(batch.entryDescription, 10) +
        left('', 6) +
        yymmdd(batch.effectiveDate) +
        '   ' +
        '1' +
        odfi8 +
        batchNumber,
    );
    let hash = 0;
    let credits = 0;
    batch.entries.forEach((entry, e) => {
      checkEntry(entry, `batches.${b}.entries.${e}`);
      hash += Number(entry.routingNumber.slice(0, 8));
      credits += entry.amountCents;
      records.push(
        '6' +
          CREDIT_CODE[entry.accountType] +
          entry.routingNumber +
          entry.accountNumber.toUpperCase().padEnd(17, ' ') +
          digits(entry.amountCents, 10) +
          left(entry.idNumber, 15) +
          left(entry.name, 22) +
          '  ' +
          '0' +
          odfi8 +
          digits(fileEntries + e + 1, 7),
      );
    });
    records.push(
      '8' +
        CREDITS_ONLY +
        digits(batch.entries.length, 6) +
        digits(hash, 10) +
        digits(0, 12) +
        digits(credits, 12) +
        left(originator.companyId, 10) +
        left('', 19) +
        left('', 6) +
        odfi8 +
        batchNumber,
    );
    fileEntries += batch.entries.length;
    fileHash += hash;
    fileCredits += credits;
  });

  const withControl = records.length + 1;
  const blocks = Math.ceil(withControl / BLOCKING_FACTOR);
  records.push(
    '9' +
      digits(batches.length, 6) +
      digits(blocks, 6) +
      digits(fileEntries, 8) +
      digits(fileHash, 10) +
      digits(0, 12) +
      digits(fileCredits, 12) +
      left('', 39),
  );
  while (records.length % BLOCKING_FACTOR !== 0) records.push('9'.repeat(RECORD_LENGTH));
  for (const record of records) {
    if (record.length !== RECORD_LENGTH) {
      throw new Error(`A NACHA record came out ${record.length} characters long: ${record}`);
    }
  }
  return records.join('\n') + '\n';
}
