import { useMemo, useSyncExternalStore } from 'react';
import {
  IMPERSONATED_USER_NAME_STORAGE_KEY,
  IMPERSONATED_USER_STORAGE_KEY,
  IMPERSONATION_STORAGE_KEY,
  PORTAL_ROLES,
  type PortalRole,
} from '../../../shared/constants';

const SAME_TAB_EVENT = 'blu:impersonation';
const KEYS: readonly string[] = [
  IMPERSONATION_STORAGE_KEY,
  IMPERSONATED_USER_STORAGE_KEY,
  IMPERSONATED_USER_NAME_STORAGE_KEY,
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one account of the impersonated role an admin views as (docs/decisions/0049). */
export interface ImpersonatedUser {
  id: string;
  name: string;
}

function isPortalRole(value: string | null): value is PortalRole {
  return value !== null && (PORTAL_ROLES as readonly string[]).includes(value);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function removeUser(): void {
  localStorage.removeItem(IMPERSONATED_USER_STORAGE_KEY);
  localStorage.removeItem(IMPERSONATED_USER_NAME_STORAGE_KEY);
}

export function readImpersonatedRole(): PortalRole | null {
  const value = read(IMPERSONATION_STORAGE_KEY);
  return isPortalRole(value) ? value : null;
}

/**
 * Setting it to empty (or null) removes the key (docs/product.md). A person belongs to the role
 * they were picked under: choosing another role, or stopping, forgets them too.
 */
export function writeImpersonatedRole(role: PortalRole | '' | null): void {
  if (!role || role !== readImpersonatedRole()) removeUser();
  if (role) localStorage.setItem(IMPERSONATION_STORAGE_KEY, role);
  else localStorage.removeItem(IMPERSONATION_STORAGE_KEY);
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/**
 * The person viewed as, as one string (`id`, newline, `name`) so `useSyncExternalStore` can
 * compare snapshots; null without a role, or when either part is missing or the id is no id.
 */
function readUserSnapshot(): string | null {
  if (!readImpersonatedRole()) return null;
  const id = read(IMPERSONATED_USER_STORAGE_KEY);
  const name = read(IMPERSONATED_USER_NAME_STORAGE_KEY);
  if (!id || !UUID.test(id) || !name) return null;
  return `${id}\n${name}`;
}

function parseUser(snapshot: string | null): ImpersonatedUser | null {
  if (snapshot === null) return null;
  const at = snapshot.indexOf('\n');
  return { id: snapshot.slice(0, at), name: snapshot.slice(at + 1) };
}

export function readImpersonatedUser(): ImpersonatedUser | null {
  return parseUser(readUserSnapshot());
}

/** Kept only beside a role: without one there is nobody of that role to view as. */
export function writeImpersonatedUser(user: ImpersonatedUser | null): void {
  if (user && readImpersonatedRole()) {
    localStorage.setItem(IMPERSONATED_USER_STORAGE_KEY, user.id);
    localStorage.setItem(IMPERSONATED_USER_NAME_STORAGE_KEY, user.name);
  } else {
    removeUser();
  }
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/** Other tabs hear about changes through the `storage` event; this tab through its own event. */
export function subscribeImpersonation(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) onChange();
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

export function useStoredImpersonatedUser(): ImpersonatedUser | null {
  const snapshot = useSyncExternalStore(subscribeImpersonation, readUserSnapshot, () => null);
  return useMemo(() => parseUser(snapshot), [snapshot]);
}
