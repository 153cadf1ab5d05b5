// Saving an image to the device, per host (save-image.weapp.ts and .alipay.ts for
// the mini-programs); this file is what TypeScript, jest and H5 read.
export { saveImage } from './save-image.h5';
