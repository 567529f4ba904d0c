import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../lib/app-error';

/**
 * The most used passwords of public breach data, most common first (zxcvbn-ts's `passwords`
 * dictionary, MIT, about 49,000 entries, which include the 10,000 most common). Kept on the
 * server only: it is far too big for the browser, whose form shows the server's field error.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Fewer letters than this left once the account's own words are taken out: nothing else to guess. */
const MIN_OTHER_LETTERS = 4;

/** The words an attacker who knows the account tries first: e-mail parts and names. */
function personalWords(account: { email: string; name: string }): string[] {
  const [local = '', domain = ''] = account.email.toLowerCase().split('@');
  const words = [
    local,
    ...local.split(/[^\p{L}]+/u),
    domain.split('.')[0] ?? '',
    ...account.name.toLowerCase().split(/[^\p{L}]+/u),
  ];
  // Longest first, so "annlee" goes before "ann" would split it.
  return [...new Set(words.filter((w) => w.length >= 3))].sort((a, b) => b.length - a.length);
}

/**
 * True when the password is the account's e-mail or name dressed up with digits and symbols
 * ("annlee2026!", "Ann.Lee.1234", "leeann-99"): once those words are removed, fewer than four
 * letters are left.
 */
export function isBuiltFromAccount(
  password: string,
  account: { email: string; name: string },
): boolean {
  let rest = password.toLowerCase();
  let found = false;
  for (const word of personalWords(account)) {
    if (rest.includes(word)) {
      found = true;
      rest = rest.replaceAll(word, '');
    }
  }
  return found && rest.replace(/[^\p{L}]/gu, '').length < MIN_OTHER_LETTERS;
}

/**
 * The rules every new password meets beyond its length and characters (the shared schema's
 * NewPasswordSchema). Passwords already stored are never checked again: sign-in does not call this.
 */
export function assertPasswordAllowed(
  password: string,
  account: { email: string; name: string },
): void {
  if (isCommonPassword(password)) throw fieldError('password', 'password.common');
  if (isBuiltFromAccount(password, account)) {
    throw fieldError('password', 'password.personal');
  }
}
