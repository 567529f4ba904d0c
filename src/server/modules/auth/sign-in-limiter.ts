import type { Db } from '../../db/client';
import {
  clearWindow,
  countHit,
  minutesText,
  rateLimited,
  secondsUntilAllowed,
} from './rate-window';

/** Failed sign-ins allowed per window before 429; successful sign-ins are never counted. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

const accountKey = (email: string) => `sign-in:account:${email}`;
const addressKey = (ip: string) => `sign-in:address:${ip}`;

export async function assertSignInAllowed(db: Db, email: string, ip: string): Promise<void> {
  const { perAccount, perAddress, windowSeconds } = SIGN_IN_LIMITS;
  for (const rule of [
    { key: accountKey(email), limit: perAccount, windowSeconds },
    { key: addressKey(ip), limit: perAddress, windowSeconds },
  ]) {
    const wait = await secondsUntilAllowed(db, rule);
    if (wait !== null) {
      throw rateLimited(
        `Too many failed sign-in attempts. Try again in ${minutesText(wait)}.`,
        wait,
      );
    }
  }
}

export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await countHit(db, accountKey(email), SIGN_IN_LIMITS.windowSeconds);
  await countHit(db, addressKey(ip), SIGN_IN_LIMITS.windowSeconds);
}

/** A correct password ends the account's failure streak (the address keeps its count). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await clearWindow(db, accountKey(email));
}
