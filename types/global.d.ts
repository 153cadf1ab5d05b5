/// <reference types="@tarojs/taro" />

declare module '*.png' {
  const src: string;
  export default src;
}
declare module '*.gif' {
  const src: string;
  export default src;
}
declare module '*.jpg' {
  const src: string;
  export default src;
}
declare module '*.jpeg' {
  const src: string;
  export default src;
}
declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.css';
declare module '*.scss';

declare namespace NodeJS {
  interface ProcessEnv {
    /** Build target; only src/platform/ may branch on it. */
    TARO_ENV?: 'weapp' | 'alipay' | 'h5';
    /** Set while running under jest/@tarojs/test-utils-react, or 'mini' for mini-programs. */
    TARO_PLATFORM?: 'web' | 'mini';
    /** API origin; '' means the page's own origin (H5 served by our server). */
    TARO_APP_API_BASE?: string;
    TARO_APP_DEV_API_BASE?: string;
    TARO_APP_CDN_BASE?: string;
    TARO_APP_DEV_CDN_BASE?: string;
    TARO_APP_CLIENT_CONFIG_ID?: string;
  }
}
