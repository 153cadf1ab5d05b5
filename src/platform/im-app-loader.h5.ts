// Fetches the messages store's code (stores/im-app.ts) for the root store, which builds
// it once the first page is on screen for a logged-in person (the tab bar's badges). On
// H5 import() makes it a chunk loaded here. The import() promise itself, not an async
// wrapper: jest's isolated module registries lose track of an import() awaited inside one.
export function loadImApp(): Promise<unknown> {
  return import(/* webpackChunkName: "im-app" */ '../stores/im-app');
}
