// The Alipay build loads the messages store as the WeChat one does (see im-app-loader.weapp.ts).
export { loadImApp } from './im-app-loader.weapp';
