import Taro from '@tarojs/taro';
import type { KeyValueStorage } from './platform.types';
import { createFallbackStorage } from './fallback-storage';

/** Mini-program storage through Taro's synchronous calls (which throw when full). */
export function createMiniStorage(): KeyValueStorage {
  return createFallbackStorage({
    read: (key) => Taro.getStorageSync(key),
    write: (key, value) => Taro.setStorageSync(key, value),
    erase: (key) => Taro.removeStorageSync(key),
  });
}

/** The mini-program's own app id, or 'web' when the host cannot say. */
export function miniAppId(): string {
  try {
    const appId = Taro.getAccountInfoSync?.().miniProgram?.appId;
    return appId || 'web';
  } catch {
    return 'web';
  }
}
