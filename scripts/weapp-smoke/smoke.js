'use strict';
// Loads a weapp build in Node and renders every page it declares, reading what each
// page sends to setData. See run.js for the command line.

const fs = require('node:fs');
const path = require('node:path');
const { createHost } = require('./mini-host');
const { createWx } = require('./wx-stub');
const { createFakeServer } = require('./fake-server');
const { summarize, findElement } = require('./node-tree');

/** Every page route of app.json: main package first, then each subpackage. */
function routesOf(appJson) {
  const routes = [...(appJson.pages || [])];
  for (const sub of appJson.subPackages || appJson.subpackages || []) {
    for (const page of sub.pages || []) routes.push(`${sub.root.replace(/\/$/, '')}/${page}`);
  }
  return routes;
}

/**
 * Taps an element the way the host does: its template binds tap to the page's `eh`
 * with the node's id in dataset.sid, and Taro dispatches from there.
 */
function tap(page, node) {
  const target = { id: node.uid || node.sid, dataset: { sid: node.sid } };
  page.eh({
    type: 'tap',
    timeStamp: Date.now(),
    target,
    currentTarget: target,
    detail: { x: 1, y: 1 },
    touches: [],
    changedTouches: [],
  });
}

/** Resolves once no timer the page started has fired setData for `quietMs`. */
async function settle(page, { quietMs = 60, maxMs = 3000 } = {}) {
  const start = Date.now();
  let last = page.setDataCalls;
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (page.setDataCalls !== last) {
      last = page.setDataCalls;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs && page.setDataCalls > 0) {
      // Quiet only counts once the page has rendered at all: on a loaded machine the
      // first render can take longer than the quiet period.
      return;
    }
  }
}

/**
 * checks(route) may list taps to make after a page renders:
 * [{ className, text, expect: { api: 'reLaunch', url } }]; each must navigate as said,
 * except a tap without `expect`, which only prepares the next.
 */
async function runSmoke({ distDir, answers = [], query = () => ({}), checks = () => [] }) {
  const appJsonPath = path.join(distDir, 'app.json');
  if (!fs.existsSync(appJsonPath)) {
    throw new Error(`${appJsonPath} not found: build the weapp first (npm run build:weapp)`);
  }
  const appJson = JSON.parse(fs.readFileSync(appJsonPath, 'utf8'));
  const server = createFakeServer(answers);
  const problems = [];
  let current = '(app)';
  const log = (message) => problems.push({ route: current, message });

  const { host, globals, createPage } = createHost();
  const { wx, navigations, unknownCalls } = createWx({ server, log });
  Object.assign(globalThis, globals, { wx });
  // Mini-program hosts have neither the Text Encoding API nor Headers; the app
  // must bring its own, so the stand-in host lacks them too.
  delete globalThis.TextEncoder;
  delete globalThis.TextDecoder;
  delete globalThis.Headers;

  // Errors that escape into timers or promises belong to whichever page is loading.
  const onAsyncError = (error) => log(`uncaught: ${(error && error.stack) || error}`);
  process.on('uncaughtException', onAsyncError);
  process.on('unhandledRejection', onAsyncError);
  const originalConsoleError = console.error;
  console.error = (...args) => {
    const text = args.map(String).join(' ');
    // Node's own process warnings (deprecations) are printed through console.error too.
    if (/^\(node:\d+\) /.test(text)) return originalConsoleError(...args);
    log(`console.error: ${text}`);
  };

  const results = [];
  try {
    require(path.resolve(distDir, 'app.js'));
    if (!host.app) throw new Error('app.js did not call App()');
    const launch = { path: appJson.pages[0], query: {}, scene: 1001, referrerInfo: {} };
    if (host.app.onLaunch) host.app.onLaunch(launch);
    if (host.app.onShow) host.app.onShow(launch);

    for (const route of routesOf(appJson)) {
      current = route;
      const result = { route, ok: false, errors: [], summary: null };
      const before = problems.length;
      let page = null;
      try {
        const configCount = host.pageConfigs.length;
        require(path.resolve(distDir, `${route}.js`));
        if (host.pageConfigs.length !== configCount + 1) throw new Error(`${route}.js did not call Page()`);
        page = createPage(host.pageConfigs[host.pageConfigs.length - 1], route);
        host.stack = [page];
        const options = query(route);
        if (page.onLoad) page.onLoad(options);
        await settle(page);
        if (page.onShow) page.onShow();
        if (page.onReady) page.onReady();
        await settle(page);
        result.summary = summarize(page.data.root);
        if (result.summary.elements === 0) result.errors.push('rendered an empty node tree');
        for (const check of checks(route)) {
          const node = findElement(page.data.root, check.className, check.text);
          if (!node) {
            result.errors.push(`no .${check.className} with text ${JSON.stringify(check.text)} to tap`);
            continue;
          }
          const seen = navigations.length;
          tap(page, node);
          await settle(page);
          // A tap without `expect` prepares the next one (ticks a box) and navigates nowhere.
          if (!check.expect) continue;
          const nav = navigations.slice(seen);
          const hit = nav.some((n) => n.api === check.expect.api && n.url === check.expect.url);
          if (!hit) {
            result.errors.push(
              `tapping ${JSON.stringify(check.text)} should ${check.expect.api} ${check.expect.url}, got ${JSON.stringify(nav)}`,
            );
          }
        }
      } catch (error) {
        result.errors.push((error && error.stack) || String(error));
      }
      try {
        if (page && page.onUnload) page.onUnload();
        await new Promise((resolve) => setTimeout(resolve, 20));
      } catch (error) {
        result.errors.push(`onUnload: ${(error && error.stack) || error}`);
      }
      for (const p of problems.slice(before)) result.errors.push(p.message);
      result.ok = result.errors.length === 0;
      results.push(result);
    }
  } finally {
    console.error = originalConsoleError;
    process.off('uncaughtException', onAsyncError);
    process.off('unhandledRejection', onAsyncError);
  }

  return {
    results,
    appErrors: problems.filter((p) => p.route === '(app)').map((p) => p.message),
    unanswered: server.unanswered,
    unknownApis: [...unknownCalls],
    navigations,
  };
}

module.exports = { runSmoke, routesOf };
