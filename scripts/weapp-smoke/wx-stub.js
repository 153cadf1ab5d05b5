'use strict';
// A `wx` object good enough to load and render Taro's weapp output in Node: storage in
// memory, request answered by the fake server, navigation recorded, and any API this
// file does not know answering success so pages never wait on the host.

const SYSTEM_INFO = {
  brand: 'devtools',
  model: 'iPhone 12',
  pixelRatio: 3,
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 763,
  statusBarHeight: 47,
  language: 'zh_CN',
  version: '8.0.50',
  system: 'iOS 17.0',
  platform: 'devtools',
  SDKVersion: '3.6.0',
  theme: 'light',
  safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
};

const QUIET_APIS = [
  'showToast',
  'hideToast',
  'showLoading',
  'hideLoading',
  'showModal',
  'showActionSheet',
  'setNavigationBarTitle',
  'setNavigationBarColor',
  'showNavigationBarLoading',
  'hideNavigationBarLoading',
  'setBackgroundColor',
  'setBackgroundTextStyle',
  'hideHomeButton',
  'startPullDownRefresh',
  'stopPullDownRefresh',
  'pageScrollTo',
  'vibrateShort',
  'setClipboardData',
  'getClipboardData',
  'makePhoneCall',
  'previewImage',
  'showShareMenu',
  'hideShareMenu',
  'updateShareMenu',
  'getNetworkType',
  'onNetworkStatusChange',
  'onAppShow',
  'onAppHide',
  'offAppShow',
  'offAppHide',
  'onError',
  'offError',
  'onUnhandledRejection',
  'onPageNotFound',
  'onThemeChange',
  'offThemeChange',
  'onWindowResize',
  'offWindowResize',
  'onMemoryWarning',
  'reportAnalytics',
  'reportEvent',
  'loadFontFace',
  'requestSubscribeMessage',
  'getSetting',
  'authorize',
];

function later(fn) {
  setTimeout(fn, 0);
}

function createWx({ server, log }) {
  const storage = new Map();
  const navigations = [];
  const unknownCalls = new Set();

  const ok =
    (name, extra) =>
    (options = {}) => {
      const res = { errMsg: `${name}:ok`, ...(extra ? extra(options) : {}) };
      later(() => {
        if (options.success) options.success(res);
        if (options.complete) options.complete(res);
      });
    };

  const navigate =
    (name) =>
    (options = {}) => {
      navigations.push({ api: name, url: options.url, delta: options.delta });
      ok(name)(options);
    };

  // diner app: like the real host, exec answers one result per query in order:
  // null for a select that finds no node, a list for selectAll (NutUI's Tabs
  // measure their titles this way).
  const selectorQuery = () => {
    const results = [];
    const nodesRef = (all) => {
      const answer = (cb) => {
        const value = all ? [] : null;
        results.push(value);
        if (cb) later(() => cb(value));
        return query;
      };
      return {
        boundingClientRect: answer,
        scrollOffset: answer,
        fields: (_f, cb) => answer(cb),
        node: answer,
        context: answer,
      };
    };
    const query = {
      in: () => query,
      select: () => nodesRef(false),
      selectAll: () => nodesRef(true),
      selectViewport: () => nodesRef(false),
      exec: (cb) => later(() => cb && cb(results)),
    };
    return query;
  };

  const api = {
    env: { USER_DATA_PATH: 'wxfile://usr' },
    canIUse: () => true,

    getStorageSync: (key) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key, value) => {
      storage.set(key, value);
    },
    removeStorageSync: (key) => {
      storage.delete(key);
    },
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (o) =>
      storage.has(o.key)
        ? ok('getStorage', () => ({ data: storage.get(o.key) }))(o)
        : fail('getStorage', o, 'data not found'),
    setStorage: (o) => (storage.set(o.key, o.data), ok('setStorage')(o)),
    removeStorage: (o) => (storage.delete(o.key), ok('removeStorage')(o)),
    clearStorage: (o) => (storage.clear(), ok('clearStorage')(o)),

    request(options) {
      let aborted = false;
      later(() => {
        if (aborted) return;
        let res;
        try {
          res = server.handle(options);
        } catch (error) {
          log(`fake server threw for ${options.method} ${options.url}: ${error && error.stack}`);
          return fail('request', options, 'fake server error');
        }
        const setCookie = res.headers['set-cookie'];
        const header = { ...res.headers };
        const data = options.dataType === 'json' ? safeJson(res.body) : res.body;
        const payload = {
          errMsg: 'request:ok',
          statusCode: res.status,
          header,
          data,
          cookies: setCookie ? [].concat(setCookie) : [],
        };
        if (options.success) options.success(payload);
        if (options.complete) options.complete(payload);
      });
      return { abort: () => (aborted = true), onHeadersReceived() {}, offHeadersReceived() {} };
    },

    // messages: a chat socket that opens and says it is ready, and otherwise stays quiet
    connectSocket(options) {
      const handlers = { open: [], message: [], close: [], error: [] };
      const task = {
        onOpen: (cb) => handlers.open.push(cb),
        onMessage: (cb) => handlers.message.push(cb),
        onClose: (cb) => handlers.close.push(cb),
        onError: (cb) => handlers.error.push(cb),
        send: (o = {}) => ok('send')(o),
        close: (o = {}) => (handlers.close.forEach((cb) => cb({ code: 1000 })), ok('close')(o)),
      };
      ok('connectSocket')(options);
      setTimeout(() => {
        handlers.open.forEach((cb) => cb({}));
        handlers.message.forEach((cb) => cb({ data: JSON.stringify({ type: 'ready', keys: [] }) }));
      }, 5);
      return task;
    },

    getSystemInfoSync: () => ({ ...SYSTEM_INFO }),
    getSystemInfo: ok('getSystemInfo', () => ({ ...SYSTEM_INFO })),
    getWindowInfo: () => ({ ...SYSTEM_INFO }),
    getDeviceInfo: () => ({ ...SYSTEM_INFO }),
    getAppBaseInfo: () => ({ ...SYSTEM_INFO }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-smoke-test', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => ({ path: '', query: {}, scene: 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => ({ path: '', query: {}, scene: 1001, referrerInfo: {} }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }),
    login: ok('login', () => ({ code: 'smoke-login-code' })),

    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    reLaunch: navigate('reLaunch'),
    switchTab: navigate('switchTab'),
    navigateBack: navigate('navigateBack'),

    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => ({
      relativeTo() {
        return this;
      },
      relativeToViewport() {
        return this;
      },
      observe() {},
      disconnect() {},
    }),
    nextTick: (fn) => later(fn),
  };

  function fail(name, options, message) {
    const res = { errMsg: `${name}:fail ${message}` };
    later(() => {
      if (options.fail) options.fail(res);
      if (options.complete) options.complete(res);
    });
  }

  // Taro wraps only the APIs it finds as keys of wx, so the common ones are listed;
  // they succeed without doing anything.
  for (const name of QUIET_APIS) if (!(name in api)) api[name] = ok(name);

  // Code that reaches for an API not listed still gets one that succeeds; the report
  // names it. webpack's chunk list (wx.webpackJsonp) must read as absent at first.
  const wx = new Proxy(api, {
    get(target, key) {
      if (typeof key !== 'string' || key in target || key === 'webpackJsonp' || key.startsWith('__')) {
        return target[key];
      }
      unknownCalls.add(key);
      return ok(key);
    },
  });

  return { wx, storage, navigations, unknownCalls };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

module.exports = { createWx };
