// The host's toast, modal and image picker, per host (host-ui.weapp.ts and .alipay.ts for the
// mini-programs); this file is what TypeScript, jest and H5 read.
export type * from './host-ui.types';
export { showHostToast, showHostModal, chooseHostImages } from './host-ui.h5';
