// No imports: the app's first module reads this before anything else of the entry has run.

/**
 * The global function index.html defines, when the server has drawn the first screen, to
 * preload the first page's chunks: the app's first module calls it as soon as the entry
 * runs, so they come while the entry starts up instead of while it downloads
 * (server/http/first-screen/first-screen-page.ts).
 */
export const FIRST_PAGE_PRELOAD_HOOK = '__fbPreloadFirstPage';
