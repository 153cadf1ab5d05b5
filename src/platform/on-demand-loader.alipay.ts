// The Alipay build loads the parts as the WeChat one does (see on-demand-loader.weapp.ts).
export { loadOnDemandPart } from './on-demand-loader.weapp';
