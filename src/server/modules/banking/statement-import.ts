import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { CsvMapping } from '../../../shared/schemas/banking';
import { bankAccounts } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { fieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { autoMatch } from './auto-match';
import {
  findBankAccount,
  lockBankAccount,
  refuseSignedMonths,
  signedMonths,
  storeEndingBalance,
} from './bank-account';
import { checkMapping, csvHeaders, readCsvStatement } from './csv-mapping';
import { looksLikeOfx, readOfxStatement } from './ofx';
import { type ParsedLine, type ParsedStatement, StatementFileError } from './parsed-line';

export interface ImportInput {
  fileName: string;
  /** The file's text. */
  content: string;
  /** CSV or OFX; guessed from the content when left out. */
  format?: 'csv' | 'ofx';
  /** The CSV's columns: remembered for the bank account; the remembered one when left out. */
  mapping?: CsvMapping;
}

export interface ImportResult {
  /** Lines new to this bank account. */
  added: number;
  /** Lines already imported (the same file, or an overlapping one). */
  alreadyImported: number;
  /** Statement lines the auto-matcher paired with the books, this time. */
  matched: number;
  /** Months whose ending balance the file gave. */
  balances: string[];
}

/**
 * A line's fingerprint: the bank's own id when it gives one, else the line's content and how many
 * identical lines came before it in the file (two $5 fees on a day are two lines). Importing the
 * same file again, or a file that overlaps one already in, adds nothing twice.
 */
export function fingerprints(lines: ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankId) return `id:${line.bankId}`;
    const content = [line.postedOn, line.amountCents, line.reference, line.description].join('|');
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    return `sha256:${createHash('sha256').update(`${content}|${occurrence}`).digest('hex')}`;
  });
}

function parse(input: ImportInput, mapping: CsvMapping | null): ParsedStatement {
  const format = input.format ?? (looksLikeOfx(input.content) ? 'ofx' : 'csv');
  if (format === 'ofx') return readOfxStatement(input.content);
  if (!mapping) {
    throw new StatementFileError(
      'mapping',
      `Map the file's columns for this bank account first (its columns: ${csvHeaders(input.content).join(', ')}).`,
    );
  }
  return readCsvStatement(input.content, mapping);
}

/** Reads a statement file, stores its new lines and ending balances, and auto-matches them. */
export async function importStatement(
  db: Db,
  /** Null for the demo's seed. */
  actor: Actor | null,
  bankAccountId: string,
  input: ImportInput,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, bankAccountId);
    await lockBankAccount(tx, account.id);
    let parsed: ParsedStatement;
    try {
      if (input.mapping) checkMapping(input.mapping, csvHeaders(input.content));
      parsed = parse(input, input.mapping ?? account.statementCsvMapping);
    } catch (err) {
      if (err instanceof StatementFileError) throw fieldError(err.field, err.message);
      throw err;
    }
    if (parsed.lines.length === 0) throw fieldError('content', 'The file has no transactions.');
    if (input.mapping) {
      await tx
        .update(bankAccounts)
        .set({ statementCsvMapping: input.mapping })
        .where(eq(bankAccounts.id, account.id));
    }
    const prints = fingerprints(parsed.lines);
    const known = new Set(
      (
        await rawRows<{ fingerprint: string }>(
          tx,
          sql`select fingerprint from bank_statement_lines
              where bank_account_id = ${account.id}
                and fingerprint in (${sql.join(
                  prints.map((print) => sql`${print}`),
                  sql`, `,
                )})`,
        )
      ).map((row) => row.fingerprint),
    );
    const fresh = parsed.lines
      .map((line, index) => ({ line, print: prints[index]! }))
      .filter(({ print }) => !known.has(print));
    await refuseSignedMonths(
      tx,
      account.id,
      fresh.map(({ line }) => line.postedOn),
    );
    const addedIds: string[] = [];
    for (let start = 0; start < fresh.length; start += 500) {
      const rows = await rawRows<{ id: string }>(
        tx,
        sql`insert into bank_statement_lines
              (bank_account_id, posted_on, amount_cents, description, reference, fingerprint, file_name, imported_by)
            values ${sql.join(
              fresh
                .slice(start, start + 500)
                .map(
                  ({ line, print }) =>
                    sql`(${account.id}::uuid, ${line.postedOn}::date, ${line.amountCents}, ${line.description}, ${line.reference}, ${print}, ${input.fileName}, ${actor?.id ?? null}::uuid)`,
                ),
              sql`, `,
            )}
            on conflict do nothing
            returning id`,
      );
      addedIds.push(...rows.map((row) => row.id));
    }
    const locked = new Set(await signedMonths(tx, account.id, Object.keys(parsed.endingBalances)));
    const balances = Object.keys(parsed.endingBalances)
      .filter((month) => !locked.has(month))
      .sort();
    for (const month of balances) {
      await storeEndingBalance(tx, account.id, month, parsed.endingBalances[month]!, 'import');
    }
    const matched = await autoMatch(tx, account.id, actor?.id ?? null, addedIds);
    const added = addedIds.length;
    const result = { added, alreadyImported: parsed.lines.length - added, matched, balances };
    await recordAudit(tx, actor, {
      action: 'banking.import',
      target: account.id,
      after: { fileName: input.fileName, ...result },
    });
    return result;
  });
}
