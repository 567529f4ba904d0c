import type { Db } from '../../db/client';
import { clearWindow, countHit, minutesText, rateLimited, uncountHit } from './rate-window';

/** Failed sign-ins allowed per window before 429; successful sign-ins are never counted. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

const accountKey = (email: string) => `sign-in:account:${email}`;
const addressKey = (ip: string) => `sign-in:address:${ip}`;

/**
 * Counts the attempt before the password is read, then refuses it if the count passed a limit.
 * Checking first and counting after a failure let every attempt sent at once pass the check
 * (20 at once on one account were all tried); one atomic count per attempt cannot interleave.
 * A correct password takes its count back (`signInSucceeded`).
 */
export async function admitSignInAttempt(db: Db, email: string, ip: string): Promise<void> {
  const { perAccount, perAddress, windowSeconds } = SIGN_IN_LIMITS;
  for (const rule of [
    { key: accountKey(email), limit: perAccount },
    { key: addressKey(ip), limit: perAddress },
  ]) {
    const { hits, secondsLeft } = await countHit(db, rule.key, windowSeconds);
    if (hits > rule.limit) {
      throw rateLimited(
        `Too many failed sign-in attempts. Try again in ${minutesText(secondsLeft)}.`,
        secondsLeft,
      );
    }
  }
}

/** A correct password ends the account's failure streak and is not counted against the address. */
export async function signInSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await clearAccountFailures(db, email);
  await uncountHit(db, addressKey(ip));
}

/** Clears the account's failures (a correct password, a completed reset). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await clearWindow(db, accountKey(email));
}
