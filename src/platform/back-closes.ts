// Back closes an open sheet, per host (back-closes.weapp.tsx and .alipay.tsx for the
// mini-programs); this file is what TypeScript, jest and H5 read.
export { BackCloses, leavingPage } from './back-closes.h5';
