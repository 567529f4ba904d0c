import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_CSV_MAPPING } from '../../db/seed/demo-bank-statements';
import { pairLines } from './auto-match';
import { parseDate, readCsvStatement } from './csv-mapping';
import { readOfxStatement } from './ofx';
import { parseAmount, StatementFileError } from './parsed-line';
import { fingerprints } from './statement-import';

const sample = (name: string) =>
  readFileSync(new URL(`../../db/seed/bank-statements/${name}`, import.meta.url), 'utf8');

describe('statement files', () => {
  it('reads amounts as banks write them', () => {
    expect(parseAmount('1,234.56')).toBe(123_456);
    expect(parseAmount('-12.5')).toBe(-1250);
    expect(parseAmount('(12.00)')).toBe(-1200);
    expect(parseAmount('$5')).toBe(500);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseDate('03/15/2031', 'MM/DD/YYYY')).toBe('2031-03-15');
    expect(parseDate('15/03/2031', 'DD/MM/YYYY')).toBe('2031-03-15');
    expect(parseDate('2031-02-30', 'YYYY-MM-DD')).toBeNull();
  });

  it('reads a CSV with debit and credit columns, and its ending balance', () => {
    const statement = readCsvStatement(sample('sample.csv'), DEMO_CSV_MAPPING);
    expect(statement.lines.map((l) => [l.postedOn, l.amountCents, l.reference])).toEqual([
      ['2031-03-02', 185_000, 'PAY-1001'],
      ['2031-03-02', -1200, ''],
      ['2031-03-02', -1200, ''],
      ['2031-03-15', -42_550, '1042'],
      ['2031-03-31', 127, ''],
    ]);
    expect(statement.lines[0]!.description).toBe('DEPOSIT Rent, March 2031 (unit 4B)');
    expect(statement.endingBalances).toEqual({ '2031-03': 1_190_177 });
    // Two identical fees on a day are two lines; the same file again gives the same prints.
    const prints = fingerprints(statement.lines);
    expect(new Set(prints).size).toBe(5);
    expect(fingerprints(readCsvStatement(sample('sample.csv'), DEMO_CSV_MAPPING).lines)).toEqual(
      prints,
    );
  });

  it('reads a signed amount column, and refuses a mapping naming a missing column', () => {
    const csv = 'Date,Memo,Amount\n2031-03-01,Fee,-3.00\n2031-03-02,Deposit,10\n';
    const statement = readCsvStatement(csv, {
      date: 'Date',
      description: 'Memo',
      amount: 'Amount',
    });
    expect(statement.lines.map((l) => l.amountCents)).toEqual([-300, 1000]);
    expect(() =>
      readCsvStatement(csv, { date: 'Date', description: 'Memo', amount: 'Value' }),
    ).toThrow(StatementFileError);
    expect(() =>
      readCsvStatement('Date,Memo,Amount\nnot a date,x,1\n', {
        date: 'Date',
        description: 'Memo',
        amount: 'Amount',
      }),
    ).toThrow(/Row 2/);
  });

  it('reads an OFX statement: transactions, check numbers, bank ids and the ledger balance', () => {
    const statement = readOfxStatement(sample('sample.ofx'));
    expect(statement.lines.map((l) => [l.postedOn, l.amountCents, l.reference, l.bankId])).toEqual([
      ['2031-03-02', 185_000, '', '202103020001'],
      ['2031-03-02', -1200, '', '202103020002'],
      ['2031-03-15', -42_550, '1042', '202103150001'],
    ]);
    expect(statement.lines[0]!.description).toBe('DEPOSIT · Rent, March & late fee');
    expect(statement.endingBalances).toEqual({ '2031-03': 1_191_250 });
    expect(fingerprints(statement.lines)[0]).toBe('id:202103020001');
  });
});

describe('pairing statement lines with the books', () => {
  it('pairs one to one: same amount, within five days, the reference first, then the closest day', () => {
    const pairs = pairLines(
      [
        { id: 's1', day: '2031-03-05', cents: 100, reference: '' },
        { id: 's2', day: '2031-03-05', cents: 100, reference: 'R2' },
        { id: 's3', day: '2031-03-20', cents: 100, reference: '' },
        { id: 's4', day: '2031-03-05', cents: -50, reference: '' },
      ],
      [
        { id: 'j1', day: '2031-03-04', cents: 100, reference: '' },
        { id: 'j2', day: '2031-03-09', cents: 100, reference: 'R2' },
        { id: 'j3', day: '2031-03-13', cents: 100, reference: '' },
        { id: 'j4', day: '2031-03-05', cents: 50, reference: '' },
      ],
    );
    expect(pairs).toEqual([
      { statementLineId: 's2', journalLineId: 'j2' },
      { statementLineId: 's1', journalLineId: 'j1' },
    ]);
  });
});
