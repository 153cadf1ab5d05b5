import type { Page } from 'playwright-core';

// Rules of layout every diner page keeps, measured in the page as drawn.

export interface Overlap {
  floating: string;
  covered: string;
}

/**
 * Floating controls (in a fixed or sticky box) that lie over another control of the
 * page. A small floating box (a round button) may cover nothing at any time. A bar
 * along the bottom covers what scrolls under it, so it is judged at the end of the
 * page only, where the page must leave room for it; a top bar is the page's own and
 * the content scrolls under it.
 */
export async function floatingOverlaps(page: Page, options: { atEnd: boolean }): Promise<Overlap[]> {
  return page.evaluate(
    ({ atEnd }) => {
      // What a person can tap: native controls, roles, and Taro views React gave a click handler.
      const NATIVE =
        'button, a[href], input, textarea, select, [role=button], taro-button-core, taro-input-core, ' +
        'taro-textarea-core, taro-switch-core, taro-checkbox-core';
      const isTappable = (el: Element) => {
        if (el.matches(NATIVE)) return true;
        // Taro's views take their handlers as listeners, kept in __events (its React wrapper's attachProps).
        const events = (el as unknown as { __events?: Record<string, unknown> }).__events;
        if (events && (events.click || events.tap)) return true;
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        const props = key ? (el as unknown as Record<string, { onClick?: unknown } | undefined>)[key] : undefined;
        return typeof props?.onClick === 'function';
      };
      // Taro keeps the page left behind marked shown too, hidden under the new one.
      const root =
        [...document.querySelectorAll('.taro_page_show')].find((p) => getComputedStyle(p).display !== 'none') ??
        document.body;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none' || Number(style.opacity) === 0) return null;
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) return null;
        if (r.bottom <= 0 || r.top >= viewport.height || r.right <= 0 || r.left >= viewport.width) return null;
        return r;
      };
      const floatingBox = (el: Element): Element | null => {
        for (let at: Element | null = el; at && at !== root; at = at.parentElement) {
          const position = getComputedStyle(at).position;
          if (position === 'fixed' || position === 'sticky') return at;
        }
        return null;
      };
      const controls = [...root.querySelectorAll('*')].filter(isTappable);
      const overlaps: { floating: string; covered: string }[] = [];
      for (const control of controls) {
        const box = floatingBox(control);
        if (!box) continue;
        const boxRect = box.getBoundingClientRect();
        const small = boxRect.width <= 160 && boxRect.height <= 160;
        const bottomBar = !small && boxRect.bottom >= viewport.height - 2 && boxRect.top > viewport.height / 2;
        if (!small && !(atEnd && bottomBar)) continue;
        const a = shown(control);
        if (!a) continue;
        for (const other of controls) {
          if (other === control || box.contains(other) || other.contains(control)) continue;
          const b = shown(other);
          if (!b) continue;
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          if (!apart) overlaps.push({ floating: name(control), covered: name(other) });
        }
      }
      return overlaps;
    },
    { atEnd: options.atEnd },
  );
}

/**
 * Text that does not fit: an element holding text whose content is wider than its
 * box (and is not scrolled or cut on purpose with an ellipsis), or that reaches past
 * the window's right edge.
 */
export async function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Taro keeps the page left behind marked shown too, hidden under the new one.
    const root =
      [...document.querySelectorAll('.taro_page_show')].find((p) => getComputedStyle(p).display !== 'none') ??
      document.body;
    const width = window.innerWidth;
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (!own) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const text = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      // Cut on purpose: an ellipsis, or a box that scrolls.
      const cut =
        style.textOverflow === 'ellipsis' || /auto|scroll/.test(style.overflowX) || style.webkitLineClamp !== 'none';
      if (!cut && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        found.push(`${text} is wider than its box`);
      const range = document.createRange();
      range.selectNodeContents(el);
      const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right), r.right);
      let scrolls = false;
      for (let at = el.parentElement; at && at !== root && !scrolls; at = at.parentElement) {
        scrolls =
          /auto|scroll/.test(getComputedStyle(at).overflowX) || /translate/.test(at.getAttribute('style') ?? '');
      }
      if (right > width + 1 && !scrolls) found.push(`${text} runs past the window`);
    }
    return found;
  });
}

/** Scrolls Taro's page (H5 pages scroll in their own element, not the document) to its end. */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const taroPage = [...document.querySelectorAll('.taro_page_show')].find(
      (p) => getComputedStyle(p).display !== 'none',
    );
    if (taroPage) taroPage.scrollTop = taroPage.scrollHeight;
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForTimeout(300);
}
