import type { PlatformName } from './platform.types';

/** Spec section 9: a window at least this wide gets the wide (WEB) layout. */
export const WIDE_LAYOUT_MIN_WIDTH = 800;

/** Which browser host a web page runs in (spec section 1). */
export function webPlatformName(userAgent: string, windowWidth: number): PlatformName {
  // The chat app's in-app browser (also its desktop client) says MicroMessenger.
  if (/MicroMessenger/i.test(userAgent)) return 'WECHAT_WEBSITE_APP';
  if (/AlipayClient/i.test(userAgent)) return 'ALIPAY_WEBSITE_APP';
  if (windowWidth >= WIDE_LAYOUT_MIN_WIDTH) return 'WEB';
  return 'H5';
}
