// H5 only, and only for NutUI's Swiper (nutui-swiper-split.ts points its import of
// '@tarojs/components' here). Taro's component module defines every component in one
// module, so a Swiper used anywhere kept Taro's swiper element, and the swiper library
// it imports (about 40 KB brotli, 200 KB of script to parse), in the chunk every page
// loads first. Made here from the swiper element's own modules, they load with the
// carousel's chunk (src/components/photo-carousel) after the page's first content.
// Plain JavaScript: the element's type declarations would add Taro's element types to
// every DOM lookup of the project's type check.
import { defineCustomElement as defineSwiper } from '@tarojs/components/dist/components/taro-swiper-core.js';
import { defineCustomElement as defineSwiperItem } from '@tarojs/components/dist/components/taro-swiper-item-core.js';
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js';
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/index.js';

export { View } from '@tarojs/components';

export const Swiper = /*@__PURE__*/ createReactComponent(
  'taro-swiper-core',
  undefined,
  manipulatePropsFunction,
  defineSwiper,
);

export const SwiperItem = /*@__PURE__*/ createReactComponent(
  'taro-swiper-item-core',
  undefined,
  manipulatePropsFunction,
  defineSwiperItem,
);
