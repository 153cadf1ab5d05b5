import { createRequire } from 'node:module';
import type { JComponent, MiniApp } from './mini-app';

// One open page of the simulated mini-program: its lifecycle, what it shows, and a
// person's taps and typing. Events go through exparser (the library's component
// engine), so they reach the `bindtap="eh"` of Taro's templates as on a phone.

const localRequire = createRequire(import.meta.url);
interface Exparser {
  Event: {
    create(name: string, detail: unknown, options: Record<string, unknown>): unknown;
    dispatchEvent(target: unknown, event: unknown): void;
  };
  Element: { pretendDetached(node: unknown): void };
}
// Required when first used: exparser decides at load whether a DOM exists, and the
// host installs one only when it boots.
const exparser = () => localRequire('miniprogram-exparser') as Exparser;

/**
 * j-component prefixes a component's classes with its tag name: the page's own nodes
 * carry `page--`, those Taro renders deeper through its recursive `comp` carry `comp--`.
 */
export const CLASS_PREFIXES = ['page--', 'comp--'];

/** Whether an element carries a class as written in the source. */
export function hasClass(el: Element, className: string): boolean {
  return CLASS_PREFIXES.some((prefix) => el.classList.contains(`${prefix}${className}`));
}

export function selectorOf(className: string): string {
  return CLASS_PREFIXES.map((prefix) => `.${prefix}${className}`).join(', ');
}

export class MiniPage {
  private setDataCount = 0;
  private readonly holder = document.createElement('wx-page');

  constructor(
    private readonly app: MiniApp,
    readonly route: string,
    readonly query: Record<string, string>,
    readonly comp: JComponent,
  ) {
    const instance = comp.instance;
    // What the host sets on every page before onLoad; Taro builds its router from it.
    instance.route = route;
    instance.__route__ = route;
    instance.options = query;
    const setData = instance.setData.bind(instance);
    instance.setData = (data: Record<string, unknown>, ...rest: unknown[]) => {
      this.setDataCount++;
      (setData as (d: Record<string, unknown>, ...r: unknown[]) => void)(data, ...rest);
    };
  }

  get instance() {
    return this.comp.instance;
  }

  private call(name: string, ...args: unknown[]): void {
    const fn = this.instance[name];
    if (typeof fn === 'function') fn.apply(this.instance, args);
  }

  load(): void {
    document.body.appendChild(this.holder);
    this.comp.attach(this.holder);
    this.call('onLoad', { ...this.query });
    this.call('onShow');
    this.call('onReady');
  }

  show(): void {
    this.call('onShow');
  }

  hide(): void {
    this.call('onHide');
  }

  unload(): void {
    this.call('onUnload');
    // j-component's detach() removes the root element it first attached, which Taro's
    // first render has already replaced; the page's own holder goes instead.
    this.holder.remove();
    exparser().Element.pretendDetached((this.comp as unknown as { _exparserNode: unknown })._exparserNode);
  }

  /** Resolves once the page has rendered and sent nothing to setData for `quietMs`. */
  async settle({ quietMs = 80, maxMs = 5000 } = {}): Promise<void> {
    const start = Date.now();
    let last = this.setDataCount;
    let quietSince = Date.now();
    while (Date.now() - start < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (this.setDataCount !== last) {
        last = this.setDataCount;
        quietSince = Date.now();
      } else if (this.setDataCount > 0 && Date.now() - quietSince >= quietMs) {
        return;
      }
    }
  }

  /** Everything the page shows as text, in order. */
  text(): string {
    return this.comp.dom.textContent ?? '';
  }

  /** The number of rendered elements (j-component's `virtual` wrappers are no element on a phone). */
  elementCount(): number {
    return this.comp.dom.querySelectorAll('*:not(virtual)').length;
  }

  /** Waits until the page shows `text` (the server's answers arrive asynchronously). */
  async waitForText(text: string | RegExp, timeoutMs = 10_000): Promise<void> {
    await this.waitFor(
      () => (typeof text === 'string' ? this.text().includes(text) : text.test(this.text())),
      `${this.route} to show ${String(text)}`,
      timeoutMs,
    );
  }

  async waitFor(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const start = Date.now();
    while (!predicate()) {
      if (Date.now() - start > timeoutMs) {
        throw new Error(`timed out waiting for ${what}; it shows: ${this.text().slice(0, 1500)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Elements with a class (as written in the source, without the prefix), optionally containing a text. */
  all(className: string, text?: string | RegExp): Element[] {
    const found = [...this.comp.dom.querySelectorAll(selectorOf(className))];
    if (text === undefined) return found;
    return found.filter((el) => {
      const t = el.textContent ?? '';
      return typeof text === 'string' ? t.includes(text) : text.test(t);
    });
  }

  find(className: string, text?: string | RegExp): Element {
    const el = this.all(className, text)[0];
    if (!el) throw new Error(`${this.route} has no .${className}${text ? ` with ${String(text)}` : ''}`);
    return el;
  }

  async waitForElement(className: string, text?: string | RegExp, timeoutMs = 10_000): Promise<Element> {
    await this.waitFor(() => this.all(className, text).length > 0, `.${className} on ${this.route}`, timeoutMs);
    return this.find(className, text);
  }

  private dispatch(el: Element, name: string, detail: unknown): void {
    const target = (el as Element & { __wxElement?: unknown }).__wxElement;
    if (!target) throw new Error(`${this.route}: the element for ${name} is not a rendered node`);
    const event = exparser().Event.create(name, detail, {
      bubbles: true,
      composed: true,
      capturePhase: true,
      extraFields: { touches: [], changedTouches: [{ x: 1, y: 1 }] },
    });
    exparser().Event.dispatchEvent(target, event);
  }

  /**
   * Taps an element (the class as in the source), then lets the page settle. Like a
   * person, it waits for the element to be there and, for a button, enabled: NutUI
   * ignores taps on a button that is disabled or loading.
   */
  async tap(className: string, text?: string | RegExp): Promise<void> {
    const tappable = () => this.all(className, text).find((el) => !hasClass(el, 'nut-button-disabled'));
    await this.waitFor(() => tappable() !== undefined, `.${className}${text ? ` ${String(text)}` : ''} to be tappable`);
    await this.tapElement(tappable()!);
  }

  async tapElement(el: Element): Promise<void> {
    this.dispatch(el, 'tap', { x: 1, y: 1 });
    await this.settle();
  }

  /** Types into the input inside (or at) the element with this class, as the host reports each keystroke. */
  async input(className: string, value: string): Promise<void> {
    const holder = this.find(className);
    const field = holder.matches('wx-input, wx-textarea') ? holder : holder.querySelector('wx-input, wx-textarea');
    if (!field) throw new Error(`${this.route}: no input in .${className}`);
    this.dispatch(field, 'input', { value, cursor: value.length, keyCode: 0 });
    await this.settle();
    this.dispatch(field, 'blur', { value });
    await this.settle();
  }

  /** Scrolls the page to its bottom as a person does, which pages use to load more. */
  async scrollToBottom(): Promise<void> {
    this.call('onPageScroll', { scrollTop: 10_000 });
    this.call('onReachBottom');
    await this.settle();
  }

  /** Pulls down to refresh. */
  async pullDownRefresh(): Promise<void> {
    this.call('onPullDownRefresh');
    await this.settle();
  }

  /** Errors the app logged since the page opened (console.error, failed navigations). */
  errorsSince(index: number): string[] {
    return this.app.errors.slice(index);
  }
}
