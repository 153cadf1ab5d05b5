import { i18n } from '../i18n/i18n';
import type { Platform } from '@/platform';
import { showMessage } from './feedback';

/**
 * Scans a code (a verification code at the store). The web version has no scanner
 * (spec sections 1 and 6): the person is told so. Resolves the scanned text, or null.
 */
export async function scanCode(platform: Pick<Platform, 'scanCode'>): Promise<string | null> {
  const result = await platform.scanCode();
  if (result.ok) return result.text;
  if (result.reason === 'notSupported') showMessage(i18n.t('error.scanNotSupported'), i18n.t('common.gotIt'));
  return null;
}

/** Whether the host has a code scanner (mini-programs); the web shows a short-code entry instead (spec section 1). */
export function canScan(platform: Pick<Platform, 'platformName'>): boolean {
  const name = platform.platformName();
  return name === 'WECHAT_MINI_PROGRAM' || name === 'ALIPAY_MINI_PROGRAM';
}
