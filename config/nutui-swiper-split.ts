import path from 'node:path';

/** NutUI's Swiper module, whose import of '@tarojs/components' is redirected. */
const NUTUI_SWIPER = /@nutui[\\/]nutui-react-taro[\\/]dist[\\/]es[\\/]packages[\\/]swiper[\\/]/;

/** The Swiper and SwiperItem made from the swiper element's own module (see nutui-swiper-components.mjs). */
export const SWIPER_COMPONENTS = path.resolve(__dirname, 'nutui-swiper-components.mjs');

interface ResolveData {
  request: string;
  context?: string;
  contextInfo?: { issuer?: string };
}

/**
 * H5: NutUI's Swiper takes Taro's Swiper from a module of its own instead of Taro's
 * module of every component, so the swiper library leaves the chunk every page shares
 * and loads with the pages' carousels (which are lazy). Other imports are untouched.
 */
export function redirectNutuiSwiper(resolveData: ResolveData): void {
  const issuer = resolveData.contextInfo?.issuer ?? resolveData.context ?? '';
  if (resolveData.request === '@tarojs/components' && NUTUI_SWIPER.test(issuer)) {
    resolveData.request = SWIPER_COMPONENTS;
  }
}
