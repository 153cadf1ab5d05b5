'use strict';
// The app-service side of a mini-program host: the App, Page, Component, getApp and
// getCurrentPages globals, and page instances whose setData keeps the data they get.

const { applySetData } = require('./set-data');

function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

function createHost() {
  const host = {
    app: null,
    pageConfigs: [],
    components: [],
    stack: [],
  };

  const globals = {
    App(config) {
      if (host.app) throw new Error('App() called twice');
      // The host turns the object given to App() into the app instance.
      config.globalData = config.globalData || {};
      host.app = config;
    },
    Page(config) {
      host.pageConfigs.push(config);
    },
    Component(config) {
      host.components.push(config);
    },
    Behavior(config) {
      return config;
    },
    getApp() {
      return host.app;
    },
    getCurrentPages() {
      return host.stack.slice();
    },
  };

  /** Makes the instance the host would build from the last Page() call for `route`. */
  function createPage(config, route) {
    const page = Object.create(null);
    for (const [key, value] of Object.entries(config)) {
      if (key !== 'data') page[key] = value;
    }
    page.data = clone(config.data) || {};
    page.route = route;
    page.__route__ = route;
    page.__wxWebviewId__ = host.stack.length + 1;
    page.setDataCalls = 0;
    page.setData = function setData(patch, callback) {
      page.setDataCalls++;
      applySetData(page.data, clone(patch));
      if (typeof callback === 'function') setTimeout(callback, 0);
    };
    page.selectComponent = () => null;
    page.selectAllComponents = () => [];
    page.createSelectorQuery = () => globalThis.wx.createSelectorQuery();
    page.getOpenerEventChannel = () => ({ emit() {}, on() {}, once() {}, off() {} });
    return page;
  }

  return { host, globals, createPage };
}

module.exports = { createHost };
