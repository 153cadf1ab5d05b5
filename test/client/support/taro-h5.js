// '@tarojs/taro' as an H5 build sees it: the H5 API object. jest-transform.js appends
// the React hooks (useRouter, useLoad, ...) the way Taro's webpack loader does.
import taro from '@tarojs/taro-h5';
import * as Taro from '@tarojs/taro-h5';

export * from '@tarojs/taro-h5';
export default Object.assign(taro, Taro);
