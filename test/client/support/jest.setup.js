// Runs before every client test file, after @tarojs/test-utils-react's own set-up
// (TARO_ENV=h5). What Taro 4 needs on top of it, in this order:
// - TARO_PLATFORM selects the web runtime, as an H5 build does;
// - @tarojs/taro must load before anything else, or its modules import each other in
//   a cycle and come up half-initialised;
// - createH5NativeComponentConfig wires React into Taro's runtime so page hooks
//   (useLoad, useRouter, ...) work outside a Taro app.
process.env.TARO_PLATFORM = 'web';

const Taro = require('@tarojs/taro');
// What an H5 build's entry does with config/index.ts: pxTransform converts design units
// (750 wide) to rem.
Taro.initPxTransform({ designWidth: 750, deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 } });
const React = require('react');
const ReactDOM = require('react-dom');
const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime');

createH5NativeComponentConfig(null, React, ReactDOM);
global.React = React;

// jsdom has no Text Encoding API; browsers and Node do, and protobuf-es needs it.
const { TextDecoder, TextEncoder } = require('util');
global.TextEncoder = TextEncoder;
global.TextDecoder = TextDecoder;

// CI's two cores, shared with other suites, draw pages several times slower than a
// developer's machine: wait longer before calling a page broken. 15 s is for a
// machine at load 8 (a second npm test beside this one), within the test
// timeout of jest.config.js. A page that never draws still fails, only later.
// The dom library's own configure: requiring @testing-library/react here, before the
// test framework exists, would skip its cleanup after each test.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout and no IntersectionObserver: Taro's lazily loaded images
// (Image lazyLoad) wait for one. Here everything observed is on screen at once.
global.IntersectionObserver = class IntersectionObserver {
  constructor(callback) {
    this.callback = callback;
  }
  observe(target) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// @tarojs/test-utils-react 0.1.1 (boot-page.tsx mounts pages with it) acts through
// react-dom/test-utils, which React 18.3 marks deprecated on every call. That one
// warning says nothing about the page under test; every other console.error still shows.
const consoleError = console.error;
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('`ReactDOMTestUtils.act` is deprecated')) return;
  consoleError(...args);
};
