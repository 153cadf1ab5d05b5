import type { ClientConfig, ClientConfigCommon, ClientConfigFlags } from '../gen/platform/v1/client_config_pb';

/**
 * What the client runs with: its build's defaults, with the platform client config
 * merged over them. Defaults are the spec's flags (section 1), so an app whose config
 * cannot load still behaves as the spec describes.
 */
export interface RuntimeConfig {
  appName: string;
  primaryColor: string;
  textColorOnPrimary: string;
  globalContactEnabled: boolean;
  merchantId: string;
  /** Say "reservation" where the interface says "booking" (i18n/reservation-text.ts). */
  useReservationText: boolean;
  flags: Pick<
    ClientConfigFlags,
    | 'merchantApp'
    | 'noStore'
    | 'oneStore'
    | 'showBookingCalendar'
    | 'showNoticePage'
    | 'showBookingConfirmRemark'
    | 'showStoreMenu'
    | 'showStoreLocation'
    | 'showStoreHeaderInfo'
    | 'showStoreTitle'
    | 'showStoreFeastHistory'
    | 'storeArticleTitle'
  >;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  appName: '',
  primaryColor: '',
  textColorOnPrimary: '',
  globalContactEnabled: false,
  merchantId: '',
  useReservationText: false,
  flags: {
    merchantApp: false,
    noStore: false,
    oneStore: false,
    showBookingCalendar: false,
    showNoticePage: true,
    showBookingConfirmRemark: true,
    showStoreMenu: false,
    showStoreLocation: false,
    showStoreHeaderInfo: true,
    showStoreTitle: false,
    showStoreFeastHistory: true,
    storeArticleTitle: '',
  },
};

function pickCommon(common: ClientConfigCommon | undefined): Partial<RuntimeConfig> {
  if (!common) return {};
  return {
    appName: common.appName,
    primaryColor: common.primaryColor,
    textColorOnPrimary: common.textColorOnPrimary,
    globalContactEnabled: common.globalContactEnabled,
    merchantId: common.merchantId,
    useReservationText: common.useReservationText,
  };
}

export function mergeRuntimeConfig(base: RuntimeConfig, config: ClientConfig | null): RuntimeConfig {
  if (!config?.config) return base;
  const { common, flags } = config.config;
  const merged: RuntimeConfig = { ...base, ...pickCommon(common), flags: { ...base.flags } };
  if (flags) {
    for (const key of Object.keys(base.flags) as Array<keyof RuntimeConfig['flags']>) {
      (merged.flags as Record<string, unknown>)[key] = flags[key];
    }
  }
  return merged;
}
