import type { KeyValueStorage } from '@/platform';

// A session key is kept per platform and platform id (spec section 7), so one
// device logged into two mini-programs, or a mini-program and its web view,
// keeps two sessions apart.
export function sessionKeyStorageKey(platformName: string, platformId: string): string {
  return `session.key.${platformName}.${platformId}`;
}

export function loadSessionKey(storage: KeyValueStorage, platformName: string, platformId: string): string {
  return storage.get(sessionKeyStorageKey(platformName, platformId)) ?? '';
}

export function saveSessionKey(storage: KeyValueStorage, platformName: string, platformId: string, key: string): void {
  if (key) storage.set(sessionKeyStorageKey(platformName, platformId), key);
  else storage.remove(sessionKeyStorageKey(platformName, platformId));
}
