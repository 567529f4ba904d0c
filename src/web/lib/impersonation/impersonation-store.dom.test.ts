import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  readImpersonatedRole,
  subscribeImpersonation,
  useStoredImpersonation,
  writeImpersonatedRole,
} from './impersonation-store';

describe('impersonation store', () => {
  it('writes the role under the key impersonatedRole', () => {
    writeImpersonatedRole('resident');
    expect(localStorage.getItem('impersonatedRole')).toBe('resident');
    expect(readImpersonatedRole()).toBe('resident');
  });

  it('removes the key when set to empty or null', () => {
    writeImpersonatedRole('sb');
    writeImpersonatedRole('');
    expect(localStorage.getItem('impersonatedRole')).toBeNull();
    writeImpersonatedRole('mt');
    writeImpersonatedRole(null);
    expect(localStorage.getItem('impersonatedRole')).toBeNull();
  });

  it('ignores a stored value that is not a portal role', () => {
    localStorage.setItem('impersonatedRole', 'superuser');
    expect(readImpersonatedRole()).toBeNull();
  });

  it('tells subscribers in this tab about a write', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeImpersonation(onChange);
    writeImpersonatedRole('landlord');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeImpersonatedRole(null);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useStoredImpersonation());
    expect(result.current).toBeNull();
    act(() => {
      // Another tab wrote the key: this tab only hears the storage event.
      localStorage.setItem('impersonatedRole', 'mt');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'impersonatedRole', newValue: 'mt' }),
      );
    });
    expect(result.current).toBe('mt');
    act(() => {
      localStorage.removeItem('impersonatedRole');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'impersonatedRole', newValue: null }),
      );
    });
    expect(result.current).toBeNull();
  });

  it('ignores storage events for other keys', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeImpersonation(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'blu.language', newValue: 'es' }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
