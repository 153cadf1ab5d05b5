// Types of taro-components-split.cjs (a plain CommonJS webpack loader) for the type check and tests.
interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
}

declare function taroComponentsSplit(this: LoaderContext, source: string): string;

declare namespace taroComponentsSplit {
  function splitComponentImports(source: string): string;
  function componentModule(name: string): string;
  function componentTags(): Map<string, string>;
  const COMPONENT_MODULE: string;
}

export = taroComponentsSplit;
