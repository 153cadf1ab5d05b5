import type { KeyValueStorage } from './platform.types';
import { createMemoryStorage } from './memory-storage';

/** The host's raw synchronous storage calls, any of which may throw. */
export interface RawStorage {
  read(key: string): unknown;
  write(key: string, value: string): void;
  erase(key: string): void;
}

/**
 * Wraps a host store so storage never throws: a value that cannot be written
 * (quota, private browsing, storage disabled) is kept in memory and still reads back.
 */
export function createFallbackStorage(raw: RawStorage): KeyValueStorage {
  const memory = createMemoryStorage();
  const inMemory = new Set<string>();
  return {
    get(key) {
      if (inMemory.has(key)) return memory.get(key);
      try {
        const value = raw.read(key);
        return typeof value === 'string' && value !== '' ? value : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        raw.write(key, value);
        inMemory.delete(key);
        memory.remove(key);
      } catch {
        inMemory.add(key);
        memory.set(key, value);
      }
    },
    remove(key) {
      inMemory.delete(key);
      memory.remove(key);
      try {
        raw.erase(key);
      } catch {
        // Nothing was stored, or the store is unusable: either way the key reads as null.
      }
    },
  };
}
