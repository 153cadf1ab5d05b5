// Stands for one Taro component's own module: config/taro-components-split.cjs writes its
// source from the request's `?component=Name` (H5 build only).
export {};
