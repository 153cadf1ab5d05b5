// wx.createSelectorQuery() as the host answers it for the page in front. The library's
// global one answers nothing without `.in(component)`, and j-component's own query
// throws on a matched node that has no element of its own (`node.$$` is null), which
// NutUI's Tabs hit when they measure their titles. This one reads the page's DOM:
// one result per query in order, null for a select that finds nothing, a list for
// selectAll; sizes are jsdom's (zero), as nothing is laid out.

type Fields = { id?: boolean; dataset?: boolean; rect?: boolean; size?: boolean; scrollOffset?: boolean };
type Callback = ((result: unknown) => void) | undefined;

/** Source class names carry j-component's tag prefixes in the DOM (`.tabs` is `.page--tabs` or `.comp--tabs`). */
function toDomSelector(selector: string, prefixes: string[]): string {
  return prefixes.map((prefix) => selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, `.${prefix}$1`)).join(', ');
}

function describe(el: Element, fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fields.id) out.id = el.id;
  if (fields.dataset) out.dataset = { ...(el as HTMLElement).dataset };
  if (fields.rect) Object.assign(out, { left: 0, right: 0, top: 0, bottom: 0 });
  if (fields.size) Object.assign(out, { width: 0, height: 0 });
  if (fields.scrollOffset) Object.assign(out, { scrollLeft: 0, scrollTop: 0 });
  return out;
}

export function createSelectorQuery(root: () => Element | null, prefixes: string[]) {
  const queue: Array<{ run: () => unknown; callback: Callback }> = [];
  const nodesRef = (selector: string | null, all: boolean) => {
    const answer = (fields: Fields) => (callback?: Callback) => {
      queue.push({
        callback,
        run: () => {
          if (selector === null) return describe(document.documentElement, fields);
          const dom = root();
          const found = dom ? [...dom.querySelectorAll(toDomSelector(selector, prefixes))] : [];
          if (all) return found.map((el) => describe(el, fields));
          return found[0] ? describe(found[0], fields) : null;
        },
      });
      return query;
    };
    return {
      boundingClientRect: answer({ id: true, dataset: true, rect: true, size: true }),
      scrollOffset: answer({ id: true, dataset: true, scrollOffset: true }),
      fields: (fields: Fields, callback?: Callback) => answer(fields)(callback),
      node: answer({}),
      context: answer({}),
    };
  };
  const query = {
    in: () => query,
    select: (selector: string) => nodesRef(selector, false),
    selectAll: (selector: string) => nodesRef(selector, true),
    selectViewport: () => nodesRef(null, false),
    exec: (callback?: (results: unknown[]) => void) => {
      setTimeout(() => {
        const results = queue.map((item) => {
          const result = item.run();
          item.callback?.(result);
          return result;
        });
        callback?.(results);
      }, 0);
      return query;
    },
  };
  return query;
}
