import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readImpersonatedRole,
  readImpersonatedUser,
  subscribeImpersonation,
  useStoredImpersonatedUser,
  writeImpersonatedRole,
  writeImpersonatedUser,
} from './impersonation-store';

const LENA = { id: '0b7f6a5e-2d1c-4e3b-9a8f-7c6d5e4f3a2b', name: 'Lena Landlord' };
const OMAR = { id: '1c8a7b6f-3e2d-4f4c-8b9a-8d7e6f5a4b3c', name: 'Omar Owner' };

/** What another tab does: write the keys, then this tab hears one storage event per key. */
function otherTabWrites(entries: Record<string, string | null>) {
  for (const [key, value] of Object.entries(entries)) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }
}

beforeEach(() => localStorage.clear());

describe('the person viewed as', () => {
  it('is kept beside impersonatedRole under impersonatedUserId and impersonatedUserName', () => {
    writeImpersonatedRole('landlord');
    writeImpersonatedUser(LENA);
    expect(localStorage.getItem('impersonatedRole')).toBe('landlord');
    expect(localStorage.getItem('impersonatedUserId')).toBe(LENA.id);
    expect(localStorage.getItem('impersonatedUserName')).toBe(LENA.name);
    expect(readImpersonatedUser()).toEqual(LENA);
  });

  it('is not kept without a role', () => {
    writeImpersonatedUser(LENA);
    expect(localStorage.getItem('impersonatedUserId')).toBeNull();
    expect(readImpersonatedUser()).toBeNull();
  });

  it('is cleared when the role changes, and kept when the same role is chosen again', () => {
    writeImpersonatedRole('landlord');
    writeImpersonatedUser(LENA);
    writeImpersonatedRole('landlord');
    expect(readImpersonatedUser()).toEqual(LENA);
    writeImpersonatedRole('resident');
    expect(readImpersonatedRole()).toBe('resident');
    expect(readImpersonatedUser()).toBeNull();
    expect(localStorage.getItem('impersonatedUserId')).toBeNull();
    expect(localStorage.getItem('impersonatedUserName')).toBeNull();
  });

  it('is cleared when viewing stops, with the role', () => {
    writeImpersonatedRole('resident');
    writeImpersonatedUser(OMAR);
    writeImpersonatedRole(null);
    expect(localStorage.length).toBe(0);
  });

  it('can be dropped alone, back to viewing as the role', () => {
    writeImpersonatedRole('landlord');
    writeImpersonatedUser(LENA);
    writeImpersonatedUser(null);
    expect(readImpersonatedRole()).toBe('landlord');
    expect(readImpersonatedUser()).toBeNull();
  });

  it('ignores a stored id that is not an account id, or a missing name', () => {
    localStorage.setItem('impersonatedRole', 'landlord');
    localStorage.setItem('impersonatedUserId', 'not-an-id');
    localStorage.setItem('impersonatedUserName', 'Someone');
    expect(readImpersonatedUser()).toBeNull();
    localStorage.setItem('impersonatedUserId', LENA.id);
    localStorage.removeItem('impersonatedUserName');
    expect(readImpersonatedUser()).toBeNull();
  });

  it('tells subscribers in this tab about a write', () => {
    writeImpersonatedRole('landlord');
    const onChange = vi.fn();
    const unsubscribe = subscribeImpersonation(onChange);
    writeImpersonatedUser(LENA);
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows another tab: picked, switched, stopped', () => {
    const { result } = renderHook(() => useStoredImpersonatedUser());
    expect(result.current).toBeNull();
    act(() =>
      otherTabWrites({
        impersonatedRole: 'landlord',
        impersonatedUserId: LENA.id,
        impersonatedUserName: LENA.name,
      }),
    );
    expect(result.current).toEqual(LENA);
    const first = result.current;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    // The same person is the same object: no re-render loop, no refetch.
    expect(result.current).toBe(first);
    act(() => {
      otherTabWrites({ impersonatedUserId: OMAR.id, impersonatedUserName: OMAR.name });
    });
    expect(result.current).toEqual(OMAR);
    act(() =>
      otherTabWrites({
        impersonatedUserId: null,
        impersonatedUserName: null,
        impersonatedRole: null,
      }),
    );
    expect(result.current).toBeNull();
  });
});
