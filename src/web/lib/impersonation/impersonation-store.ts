import { useSyncExternalStore } from 'react';
import {
  IMPERSONATION_STORAGE_KEY,
  PORTAL_ROLES,
  type PortalRole,
} from '../../../shared/constants';

const SAME_TAB_EVENT = 'blu:impersonation';

function isPortalRole(value: string | null): value is PortalRole {
  return value !== null && (PORTAL_ROLES as readonly string[]).includes(value);
}

export function readImpersonatedRole(): PortalRole | null {
  try {
    const value = localStorage.getItem(IMPERSONATION_STORAGE_KEY);
    return isPortalRole(value) ? value : null;
  } catch {
    return null;
  }
}

/** Setting it to empty (or null) removes the key (docs/product.md). */
export function writeImpersonatedRole(role: PortalRole | '' | null): void {
  if (role) localStorage.setItem(IMPERSONATION_STORAGE_KEY, role);
  else localStorage.removeItem(IMPERSONATION_STORAGE_KEY);
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/** Other tabs hear about changes through the `storage` event; this tab through its own event. */
export function subscribeImpersonation(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === IMPERSONATION_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB_EVENT, onChange);
  };
}

export function useStoredImpersonation(): PortalRole | null {
  return useSyncExternalStore(subscribeImpersonation, readImpersonatedRole, () => null);
}
