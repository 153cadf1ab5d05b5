// The Alipay build loads the staff app as the WeChat one does (see staff-app-loader.weapp.ts).
export { loadStaffApp } from './staff-app-loader.weapp';
