/**
 * A contract's text is markdown with two kinds of tags:
 * - merge fields, `{{owner.name}}`, filled from the records the sender chose (or by hand);
 * - signing fields, `{{signature:1}}`, `{{initials:1}}`, `{{date:1}}`, where the number is the
 *   signer's place among the parties who sign or approve. Each stands on a line of its own.
 */

export const MERGE_FIELD_PATTERN = /\{\{\s*([a-z]+\.[A-Za-z]+)\s*\}\}/g;
const SIGNING_FIELD_LINE = /^\s*\{\{\s*(signature|initials|date):(\d{1,2})\s*\}\}\s*$/;

export const SIGNING_FIELD_KINDS = ['signature', 'initials', 'date'] as const;
export type SigningFieldKind = (typeof SIGNING_FIELD_KINDS)[number];

export interface SigningField {
  kind: SigningFieldKind;
  /** 1-based place of the signer among the parties who sign or approve. */
  signer: number;
}

export type DocumentBlock =
  { type: 'text'; markdown: string } | ({ type: 'field'; key: string } & SigningField);

/** The merge fields the text still holds, each once, in the order they appear. */
export function unfilledMergeFields(body: string): string[] {
  return [...new Set([...body.matchAll(MERGE_FIELD_PATTERN)].map((m) => m[1]!))];
}

/** Fills every merge field that has a value; the others stay for the sender to fill. */
export function fillMergeFields(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(MERGE_FIELD_PATTERN, (tag, name: string) => {
    const value = values[name];
    return value === undefined || value === '' ? tag : value;
  });
}

/**
 * Splits the text into markdown runs and signing fields. Fields get a key (`signature:1#0`, with
 * the count of the same field before it) so each of a signer's fields is filled once.
 */
export function documentBlocks(body: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const seen = new Map<string, number>();
  let text: string[] = [];
  const flush = () => {
    const markdown = text.join('\n').trim();
    if (markdown) blocks.push({ type: 'text', markdown });
    text = [];
  };
  for (const line of body.split(/\r?\n/)) {
    const match = SIGNING_FIELD_LINE.exec(line);
    if (!match) {
      text.push(line);
      continue;
    }
    flush();
    const kind = match[1] as SigningFieldKind;
    const signer = Number(match[2]);
    const base = `${kind}:${signer}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    blocks.push({ type: 'field', kind, signer, key: `${base}#${n}` });
  }
  flush();
  return blocks;
}

export function signingFields(body: string): (SigningField & { key: string })[] {
  return documentBlocks(body).flatMap((b) =>
    b.type === 'field' ? [{ kind: b.kind, signer: b.signer, key: b.key }] : [],
  );
}

/**
 * What stops a text from being sent to these signers, as sentences for the `body` field: merge
 * fields left unfilled, fields for a signer who is not there, a signer without a signature field.
 */
export function sendProblems(
  body: string,
  signers: readonly { name: string; role: 'signer' | 'approver' }[],
): string[] {
  const problems: string[] = [];
  const left = unfilledMergeFields(body);
  if (left.length > 0) {
    problems.push(`Fill in ${left.map((f) => `{{${f}}}`).join(', ')} before sending.`);
  }
  const fields = signingFields(body);
  const beyond = [...new Set(fields.filter((f) => f.signer > signers.length).map((f) => f.signer))];
  for (const n of beyond) {
    problems.push(
      `The text has fields for signer ${n}, but only ${signers.length} sign. Add a party or remove the fields.`,
    );
  }
  signers.forEach((party, i) => {
    const n = i + 1;
    if (party.role !== 'signer') return;
    if (!fields.some((f) => f.signer === n && f.kind === 'signature')) {
      problems.push(
        `${party.name} (signer ${n}) has no signature field: add {{signature:${n}}} on a line of its own.`,
      );
    }
  });
  return problems;
}
