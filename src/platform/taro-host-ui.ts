import Taro from '@tarojs/taro';
import type { HostChooseImages, HostModal, HostToast } from './host-ui.types';

// Taro's toast, modal and image picker. The mini-programs call them directly (host-ui.weapp.ts,
// host-ui.alipay.ts); H5 loads this file on first use (host-ui.h5.ts), since Taro's
// H5 versions (about 27 KB of DOM code: toast, modal, action sheet, the media picker)
// are not needed to draw the first page.

export const taroToast: HostToast = (text, durationMs) => {
  Taro.showToast({ title: text, icon: 'none', duration: durationMs }).catch(() => undefined);
};

export const taroModal: HostModal = async (options) => {
  const res = await Taro.showModal(options);
  return Boolean(res.confirm);
};

export const taroChooseImages: HostChooseImages = async (count) =>
  (await Taro.chooseImage({ count, sizeType: ['compressed'] })).tempFilePaths;
