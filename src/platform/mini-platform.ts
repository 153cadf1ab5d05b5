// A mini-program host's `platform` object: what the host does its own way, and
// everything both hosts share (mini-shared.ts).
import { BackCloses } from './mini-back-closes';
import { miniSaveImage } from './mini-save-image';
import * as shared from './mini-shared';
import type { Platform } from './platform.types';

/** What a host does its own way: its network call, its name, login and payment. */
export type MiniHostOwn = Pick<Platform, 'request' | 'platformName' | 'loginCode' | 'requestPayment'>;

export function miniPlatform(own: MiniHostOwn): Platform {
  return {
    storage: shared.storage,
    platformId: shared.platformId,
    deviceId: shared.deviceId,
    deviceLanguage: shared.deviceLanguage,
    getLocation: shared.getLocation,
    copyText: shared.copyText,
    makePhoneCall: shared.makePhoneCall,
    openMap: shared.openMap,
    share: shared.share,
    scanCode: shared.scanCode,
    navBarMetrics: shared.navBarMetrics,
    applyTheme: shared.applyTheme,
    removeQueryParamAndReload: shared.removeQueryParamAndReload,
    leaveTo: shared.leaveTo,
    appUrl: shared.appUrl,
    // feasts: the share poster
    saveImage: miniSaveImage,
    BackCloses,
    ...own,
  };
}
