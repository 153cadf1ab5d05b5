import type { ClientConfig } from '@/gen/platform/v1/client_config_pb';

/** Spec section 9: the login logo's default height, in design units. */
export const DEFAULT_LOGO_SIZE = 140;

export interface BrandedScreen {
  kind: 'branded';
  /** The landing's background, else its first carousel image; '' for the plain dark background. */
  background: string;
  /** The merchant's logo; '' for the app's own. */
  logoUrl: string;
  logoWidth: number;
  logoHeight: number;
  logoOffset: number;
}

export type LoginScreen = BrandedScreen | { kind: 'default' };

/**
 * Spec section 2: the merchant-branded login screen shows when a merchant id and a
 * merchant landing config exist; otherwise the default one.
 */
export function loginScreenFor(config: ClientConfig | null, merchantId: string): LoginScreen {
  const landing = config?.config?.merchantLanding;
  if (!merchantId || !landing) return { kind: 'default' };
  const height = landing.logoHeightPx || landing.logo?.height || DEFAULT_LOGO_SIZE;
  return {
    kind: 'branded',
    background: landing.backgroundImage?.url || landing.carouselImageList[0]?.url || '',
    logoUrl: landing.logo?.url ?? '',
    logoWidth: landing.logoWidthPx || landing.logo?.width || height,
    logoHeight: height,
    logoOffset: landing.logoOffsetPx,
  };
}
