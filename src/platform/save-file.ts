// Saving a text file (a CSV export) to the device, per host (save-file.weapp.ts and
// .alipay.ts for the mini-programs); this file is what TypeScript, jest and H5 read.
export { saveTextFile } from './save-file.h5';
