// Fetches the staff app's code (stores/staff-app.ts) for the root store when a page
// needs it before any staff page has imported it: merchant mode's texts, the staff
// feast callbacks. On H5 import() makes it a chunk loaded here. Mini-program builds
// turn import() into require(), which would put the staff app into the main package
// with the root store, so they use staff-app-loader.weapp.ts and .alipay.ts instead.
// The import() promise itself, not an async wrapper: jest's isolated module registries
// (staff-app-loading.test.ts) lose track of an import() awaited inside one.
export function loadStaffApp(): Promise<unknown> {
  return import('../stores/staff-app');
}
