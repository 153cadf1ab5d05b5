import type { KeyValueStorage } from './platform.types';

export const DEVICE_ID_KEY = 'platform.deviceId';

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi?.getRandomValues) {
    cryptoApi.getRandomValues(buf);
  } else {
    // Mini-program engines have no Web Crypto; a device id needs to be unique, not secret.
    for (let i = 0; i < bytes; i++) buf[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Returns the stored device id, creating and storing one on first use. */
export function loadOrCreateDeviceId(storage: KeyValueStorage): string {
  const existing = storage.get(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomHex(16);
  storage.set(DEVICE_ID_KEY, id);
  return id;
}
