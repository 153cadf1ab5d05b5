import type { KeyValueStorage } from './platform.types';

/** Storage that lives as long as the JS context; the fallback when the host's fails. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) || null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}
