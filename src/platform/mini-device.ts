import Taro from '@tarojs/taro';
import type { LocationResult, NavBarMetrics, ScanResult, ShareResult, StatusBarStyle } from './platform.types';

// Device services shared by the WeChat and Alipay mini-programs, through Taro's API,
// which maps each call to wx.* or my.*.

export function miniDeviceLanguage(): string {
  try {
    return Taro.getSystemInfoSync().language || '';
  } catch {
    return '';
  }
}

export async function miniLocation(): Promise<LocationResult> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' });
    return { denied: false, latitude: res.latitude, longitude: res.longitude };
  } catch {
    return { denied: true };
  }
}

export async function miniCopyText(text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text });
    return true;
  } catch {
    return false;
  }
}

export async function miniPhoneCall(phone: string): Promise<boolean> {
  if (!phone) return false;
  try {
    await Taro.makePhoneCall({ phoneNumber: phone });
    return true;
  } catch {
    return false;
  }
}

/** Mini-programs share from the host's menu; the page's share handler gives the content. */
export async function miniShare(): Promise<ShareResult> {
  try {
    await Taro.showShareMenu({ withShareTicket: true });
    return 'menu';
  } catch {
    return 'failed';
  }
}

export async function miniScan(): Promise<ScanResult> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false });
    return { ok: true, text: res.result };
  } catch (error) {
    const message = String((error as { errMsg?: string })?.errMsg ?? '');
    return { ok: false, reason: /cancel/i.test(message) ? 'cancelled' : 'failed' };
  }
}

/** The custom bar sits below the status bar and lines up with the host's capsule button. */
export function miniNavBarMetrics(): NavBarMetrics {
  try {
    const info = Taro.getSystemInfoSync();
    const statusBarHeight = info.statusBarHeight ?? 20;
    const capsule = Taro.getMenuButtonBoundingClientRect?.();
    if (!capsule || !capsule.height) return { statusBarHeight, navBarHeight: 44, capsuleWidth: 0 };
    const gap = Math.max(0, capsule.top - statusBarHeight);
    return {
      statusBarHeight,
      navBarHeight: capsule.height + gap * 2,
      capsuleWidth: info.windowWidth - capsule.left,
    };
  } catch {
    return { statusBarHeight: 20, navBarHeight: 44, capsuleWidth: 0 };
  }
}

export function miniApplyTheme(statusBar: StatusBarStyle): void {
  // Both calls fail harmlessly on pages without a host navigation bar.
  Taro.setNavigationBarColor({
    frontColor: statusBar.text === 'white' ? '#ffffff' : '#000000',
    backgroundColor: statusBar.background,
  }).catch(() => undefined);
  Taro.setBackgroundColor?.({ backgroundColor: statusBar.background })?.catch?.(() => undefined);
}
