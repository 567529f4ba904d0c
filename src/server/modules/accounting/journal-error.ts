/** Why the books refused a posting, a reversal or a close. */
export type JournalRefusal =
  | 'invalid'
  | 'unbalanced'
  | 'unknown_account'
  | 'inactive_account'
  | 'dimension_mismatch'
  | 'closed_month'
  | 'month_not_closed'
  | 'earlier_month_open'
  | 'already_posted'
  | 'already_reversed'
  | 'already_closed'
  | 'not_found';

/**
 * A posting the books refuse, with the reason as a code and a sentence for the person who has to
 * put it right. `entryId` names the entry already there, for `already_posted` and
 * `already_reversed`.
 */
export class JournalError extends Error {
  readonly reason: JournalRefusal;
  readonly entryId: string | undefined;

  constructor(reason: JournalRefusal, message: string, entryId?: string) {
    super(message);
    this.name = 'JournalError';
    this.reason = reason;
    this.entryId = entryId;
  }
}
