import path from 'node:path';
import { redirectNutuiSwiper, SWIPER_COMPONENTS } from '../../../config/nutui-swiper-split';

// The H5 build keeps the swiper library off every page's first chunks by giving NutUI's
// Swiper its own Taro Swiper module (docs/client.md, "Size budgets and page-load figures").
const nutui = (file: string) => path.join('/app/node_modules/@nutui/nutui-react-taro/dist/es/packages', file);

function resolve(request: string, issuer: string) {
  const data = { request, context: path.dirname(issuer), contextInfo: { issuer } };
  redirectNutuiSwiper(data);
  return data.request;
}

describe("NutUI Swiper's Taro components", () => {
  it("come from the swiper element's own module, not Taro's module of every component", () => {
    expect(resolve('@tarojs/components', nutui('swiper/swiper.js'))).toBe(SWIPER_COMPONENTS);
  });

  it('leave every other import of Taro components as it is', () => {
    expect(resolve('@tarojs/components', nutui('button/button.js'))).toBe('@tarojs/components');
    expect(resolve('@tarojs/components', '/app/src/pages/home/home-blocks.tsx')).toBe('@tarojs/components');
    expect(resolve('@tarojs/taro', nutui('swiper/swiper.js'))).toBe('@tarojs/taro');
  });

  it('names a module that exists', () => {
    expect(require.resolve(SWIPER_COMPONENTS)).toBe(SWIPER_COMPONENTS);
  });
});
