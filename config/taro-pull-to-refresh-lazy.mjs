// H5 only: stands in for Taro's component barrel in the app entry alone
// (taro-pull-to-refresh-split.ts). Taro's app entry defines the pull-to-refresh element
// before the first page renders, which kept the element (about 11 KB of script) in the
// H5 entry. It is defined from a chunk of its own instead, requested at once: an element
// made before then is a plain container for the page and is upgraded when the definition
// arrives (custom elements upgrade in place), long before a person can pull.
export function defineCustomElementTaroPullToRefreshCore() {
  void import(
    /* webpackChunkName: "taro-pull-to-refresh" */ '@tarojs/components/dist/components/taro-pull-to-refresh-core.js'
  ).then((element) => element.defineCustomElement());
}
