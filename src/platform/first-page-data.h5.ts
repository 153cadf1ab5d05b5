import { FIRST_PAGE_DATA_ID, type FirstPageData } from '@/common/first-page-data';

let data: FirstPageData = {};

/** The element's documents, read (and the element removed) when one is in the page. */
function current(): FirstPageData {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAGE_DATA_ID);
  if (element) {
    element.remove();
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? '');
      data = parsed && typeof parsed === 'object' ? (parsed as FirstPageData) : {};
    } catch {
      data = {};
    }
  }
  return data;
}

/**
 * The document index.html carries under `key` (src/common/first-page-data.ts), once:
 * the server put the launch page's first answers there, as fresh as a request would be
 * (the HTML is never cached), so a later load of the same thing asks the server.
 */
export function takeFirstPageData(key: string): unknown {
  const documents = current();
  const document = documents[key];
  delete documents[key];
  return document;
}
