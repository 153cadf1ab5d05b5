import { makeAutoObservable } from 'mobx';

/** Spec section 9: the popup hides, then its pages are cleared this much later (the close animation). */
export const POPUP_CLEAR_DELAY_MS = 300;

export interface PopupPage {
  /** A name registered with components/popup-stack. */
  name: string;
  params?: Record<string, string>;
}

function sameKey(a: PopupPage, b: PopupPage): boolean {
  return a.name === b.name && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});
}

/** The popup page stack of spec section 2: push, replace, pop; one copy of a page at most. */
export class PopupStore {
  pages: PopupPage[] = [];
  visible = false;
  private clearTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onDuplicate: () => void) {
    makeAutoObservable<this, 'onDuplicate' | 'clearTimer'>(
      this,
      { onDuplicate: false, clearTimer: false },
      { autoBind: true },
    );
  }

  get top(): PopupPage | undefined {
    return this.pages[this.pages.length - 1];
  }

  /** Opens a page on top; a page already in the stack is refused with the duplicate message. */
  push(page: PopupPage): boolean {
    this.cancelClear();
    if (!this.visible) this.pages = [];
    if (this.pages.some((p) => sameKey(p, page))) {
      this.onDuplicate();
      return false;
    }
    this.pages.push(page);
    this.visible = true;
    return true;
  }

  /** Swaps the top page for another (opens it when the stack is empty). */
  replace(page: PopupPage): boolean {
    if (!this.visible || this.pages.length === 0) return this.push(page);
    if (this.pages.slice(0, -1).some((p) => sameKey(p, page))) {
      this.onDuplicate();
      return false;
    }
    this.pages[this.pages.length - 1] = page;
    return true;
  }

  /** Closes the top page; closing the last one hides the popup and clears it after 300 ms. */
  pop(): void {
    if (this.pages.length <= 1) {
      this.close();
      return;
    }
    this.pages.pop();
  }

  close(): void {
    this.visible = false;
    this.cancelClear();
    this.clearTimer = setTimeout(() => this.clearHidden(), POPUP_CLEAR_DELAY_MS);
  }

  clearHidden(): void {
    this.clearTimer = null;
    if (!this.visible) this.pages = [];
  }

  private cancelClear(): void {
    if (this.clearTimer) clearTimeout(this.clearTimer);
    this.clearTimer = null;
  }
}
