import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import {
  forgetAllCachedAccounts,
  forgetCachedAccount,
  readCachedSessionAccount,
} from './cached-session-accounts';
import { readSessionAccount } from './sessions';

vi.mock('./sessions', () => ({ readSessionAccount: vi.fn() }));
const read = vi.mocked(readSessionAccount);

type Account = NonNullable<Awaited<ReturnType<typeof readSessionAccount>>>;
const account = (blocked: boolean) => ({ id: 'u1', blocked }) as unknown as Account;

/** A read that answers when told to, as a slow query does while the block commits elsewhere. */
function slowRead() {
  let answer!: (value: Account) => void;
  read.mockImplementationOnce(() => new Promise<Account>((resolve) => (answer = resolve)));
  return (value: Account) => answer(value);
}

describe('an account read that began before the account changed', () => {
  it('answers its own request but is not kept: the next request reads the change', async () => {
    const db = {} as Db;
    const answer = slowRead();
    const first = readCachedSessionAccount(db, 'u1', 's1');
    // The block commits and its notice arrives while the read is still under way.
    forgetCachedAccount(db, 'u1');
    answer(account(false));
    expect((await first)?.blocked).toBe(false);

    read.mockResolvedValueOnce(account(true));
    expect((await readCachedSessionAccount(db, 'u1', 's1'))?.blocked).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a read that no change overtook, and forgets everything when told to', async () => {
    read.mockClear();
    const db = {} as Db;
    read.mockResolvedValueOnce(account(false));
    await readCachedSessionAccount(db, 'u1', 's1');
    await readCachedSessionAccount(db, 'u1', 's1');
    expect(read).toHaveBeenCalledTimes(1);
    forgetAllCachedAccounts(db);
    read.mockResolvedValueOnce(account(true));
    expect((await readCachedSessionAccount(db, 'u1', 's1'))?.blocked).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
