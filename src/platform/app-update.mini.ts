import Taro from '@tarojs/taro';
import type { HostUpdateManager } from './app-update.types';

/**
 * WeChat and Alipay share Taro's getUpdateManager; an old base library has none
 * (WeChat below 1.9.90), and then the app just runs the version it has.
 */
export function hostUpdateManager(): HostUpdateManager | null {
  if (typeof Taro.getUpdateManager !== 'function') return null;
  try {
    return Taro.getUpdateManager();
  } catch {
    return null;
  }
}
