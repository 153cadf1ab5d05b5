export type * from './host-ui.types';
export {
  taroToast as showHostToast,
  taroModal as showHostModal,
  taroChooseImages as chooseHostImages,
} from './taro-host-ui';
