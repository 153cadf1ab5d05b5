import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { installDomGlobals } from './dom-globals';
import { createWxHost, type WxHostOptions } from './wx-host';
import { CLASS_PREFIXES, MiniPage } from './mini-page';
import { createSelectorQuery } from './selector-query';

// A mini-program run by miniprogram-simulate: the build's app.js, and each page
// loaded from dist/<target> by its path in app.json and rendered by j-component
// from the compiled WXML (the official wcc compiler, so Taro's templates, imports
// and WXS behave as on a phone). What the library leaves to its user is here:
//
// - Pages go through the Component constructor, as its maintainers advise: Page()
//   becomes Component() with the page's functions as methods, and this host calls
//   the page-only lifecycle (onLoad with the query, onShow, onReady, onHide, onUnload).
// - The page stack and wx's navigation calls, which the library answers with a no-op.
// - A bundled file runs its module once: a second load() of a page (or of Taro's
//   `comp`) calls no Page()/Component(), so the definition seen first is registered
//   again (see docs/client.md, "mini-program tests").

const localRequire = createRequire(import.meta.url);

type Definition = Record<string, unknown>;
type Lifecycle = (this: unknown, ...args: unknown[]) => unknown;
type PageInstance = Record<string, unknown> & { setData: (data: Record<string, unknown>) => void };
interface Simulate {
  load(componentPath: string, tagName: string, options: { rootPath: string }): string;
  render(id: string): JComponent;
}
export interface JComponent {
  dom: HTMLElement;
  instance: PageInstance;
  attach(parent: Element): void;
}

/** `root.pages` and every subpackage's pages, as paths. */
export function routesOf(distDir: string): string[] {
  const appJson = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8')) as {
    pages: string[];
    subPackages?: Array<{ root: string; pages: string[] }>;
    subpackages?: Array<{ root: string; pages: string[] }>;
  };
  const routes = [...appJson.pages];
  for (const sub of appJson.subPackages ?? appJson.subpackages ?? []) {
    for (const page of sub.pages) routes.push(`${sub.root.replace(/\/$/, '')}/${page}`);
  }
  return routes;
}

/** '/pages/a/index?x=1' -> route and query; values stay as written, like the host gives them to onLoad. */
export function parsePageUrl(url: string): { route: string; query: Record<string, string> } {
  const [pathPart, search = ''] = url.split('?');
  const query: Record<string, string> = {};
  for (const pair of search.split('&').filter(Boolean)) {
    const i = pair.indexOf('=');
    query[i < 0 ? pair : pair.slice(0, i)] = i < 0 ? '' : pair.slice(i + 1);
  }
  return { route: pathPart.replace(/^\//, ''), query };
}

function pageAsComponent(config: Definition): Definition {
  const methods: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) if (typeof value === 'function') methods[key] = value;
  return { data: config.data ?? {}, methods };
}

export class MiniApp {
  readonly host;
  readonly stack: MiniPage[] = [];
  /** console.error output and failed navigations, in order (uncaught errors fail the run in vitest itself). */
  readonly errors: string[] = [];
  /** Templates a page asked for that the build does not have (the host draws nothing there and warns). */
  readonly missingTemplates = new Set<string>();
  /** Every navigation the app asked the host for, as the wx call and its url. */
  readonly navigations: Array<{ api: string; url?: string }> = [];
  private simulate!: Simulate;
  private app: Record<string, Lifecycle> | null = null;
  private readonly pageIds = new Map<string, string>();

  constructor(
    readonly distDir: string,
    hostOptions: WxHostOptions,
  ) {
    this.host = createWxHost(hostOptions);
  }

  /** Installs the host, runs app.js and the app's launch. Once per process: the build's modules are singletons. */
  boot(launchPath = 'pages/home/index'): void {
    installDomGlobals();
    this.simulate = localRequire('miniprogram-simulate') as Simulate;
    const g = globalThis as Record<string, unknown>;
    Object.assign(g.wx as object, this.host.wx, this.navigationApis(), {
      createSelectorQuery: () =>
        createSelectorQuery(() => this.stack[this.stack.length - 1]?.comp.dom ?? null, CLASS_PREFIXES),
    });
    this.registerAgainWhenCached(g);
    g.App = (config: Record<string, Lifecycle>) => (this.app = config);
    g.getApp = () => this.app;
    g.getCurrentPages = () => this.stack.map((p) => p.instance);

    const originalError = console.error;
    console.error = (...args: unknown[]) => {
      this.errors.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
      originalError(...args);
    };

    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => {
      const missing = /Template `([^`]+)` not found/.exec(args.map(String).join(' '));
      if (missing) this.missingTemplates.add(missing[1]);
      else originalWarn(...args);
    };

    localRequire(path.join(this.distDir, 'app.js'));
    if (!this.app) throw new Error('app.js did not call App()');
    const launch = { path: launchPath, query: {}, scene: 1001, referrerInfo: {} };
    this.app.onLaunch?.call(this.app, launch);
    this.app.onShow?.call(this.app, launch);
  }

  private registerAgainWhenCached(g: Record<string, unknown>): void {
    const utils = localRequire('miniprogram-simulate/src/utils') as { runJs: (file: string) => void };
    const simComponent = g.Component as (definition: Definition) => void;
    const seen = new Map<string, Definition>();
    let current = '';
    let registered = false;
    g.Component = (definition: Definition) => {
      registered = true;
      seen.set(current, definition);
      simComponent(definition);
    };
    g.Page = (config: Definition) => (g.Component as (d: Definition) => void)(pageAsComponent(config));
    const runJs = utils.runJs;
    utils.runJs = (file: string) => {
      current = file;
      registered = false;
      runJs(file);
      const first = seen.get(file);
      if (!registered && first) simComponent(first);
    };
  }

  private pageId(route: string): string {
    let id = this.pageIds.get(route);
    if (!id) {
      id = this.simulate.load(path.join(this.distDir, route), 'page', { rootPath: this.distDir });
      this.pageIds.set(route, id);
    }
    return id;
  }

  get current(): MiniPage {
    const top = this.stack[this.stack.length - 1];
    if (!top) throw new Error('no page is open');
    return top;
  }

  async waitFor(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const start = Date.now();
    while (!predicate()) {
      if (Date.now() - start > timeoutMs)
        throw new Error(`timed out waiting for ${what}; in front: ${this.current.route}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Waits until the page in front is `route` (a tap navigates asynchronously), and for it to render. */
  async waitForPage(route: string, timeoutMs = 20_000): Promise<MiniPage> {
    const start = Date.now();
    while (this.stack[this.stack.length - 1]?.route !== route.replace(/^\//, '')) {
      if (Date.now() - start > timeoutMs) {
        const top = this.stack[this.stack.length - 1];
        throw new Error(`timed out waiting for ${route}; in front: ${top?.route} showing ${top?.text().slice(0, 800)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await this.current.settle();
    return this.current;
  }

  /** Opens a page as navigateTo does and waits until it has rendered. */
  async navigateTo(url: string): Promise<MiniPage> {
    const { route, query } = parsePageUrl(url);
    this.stack[this.stack.length - 1]?.hide();
    const comp = this.simulate.render(this.pageId(route));
    const page = new MiniPage(this, route, query, comp);
    this.stack.push(page);
    page.load();
    await page.settle();
    return page;
  }

  async redirectTo(url: string): Promise<MiniPage> {
    this.stack.pop()?.unload();
    return this.navigateTo(url);
  }

  async reLaunch(url: string): Promise<MiniPage> {
    while (this.stack.length) this.stack.pop()!.unload();
    return this.navigateTo(url);
  }

  async navigateBack(delta = 1): Promise<MiniPage> {
    for (let i = 0; i < delta && this.stack.length > 1; i++) this.stack.pop()!.unload();
    this.current.show();
    await this.current.settle();
    return this.current;
  }

  /** wx's navigation calls, answered when the page has opened. */
  private navigationApis() {
    type Nav = {
      url?: string;
      delta?: number;
      success?: (r: unknown) => void;
      fail?: (r: unknown) => void;
      complete?: (r: unknown) => void;
    };
    const call =
      (api: string, run: (o: Nav) => Promise<unknown>) =>
      (o: Nav = {}) => {
        this.navigations.push({ api, url: o.url });
        const done = run(o).then(
          () => {
            const res = { errMsg: `${api}:ok` };
            o.success?.(res);
            o.complete?.(res);
            return res;
          },
          (error: unknown) => {
            const res = { errMsg: `${api}:fail ${String(error)}` };
            this.errors.push(`${api} ${o.url ?? ''}: ${error instanceof Error ? error.stack : String(error)}`);
            o.fail?.(res);
            o.complete?.(res);
          },
        );
        return done;
      };
    return {
      navigateTo: call('navigateTo', (o) => this.navigateTo(o.url!)),
      redirectTo: call('redirectTo', (o) => this.redirectTo(o.url!)),
      reLaunch: call('reLaunch', (o) => this.reLaunch(o.url!)),
      // Tab pages are ordinary pages here: the app draws its own tab bar.
      switchTab: call('switchTab', (o) => this.reLaunch(o.url!)),
      navigateBack: call('navigateBack', (o) => this.navigateBack(o.delta ?? 1)),
    };
  }
}
