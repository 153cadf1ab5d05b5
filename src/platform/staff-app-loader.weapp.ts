// The mini-program builds' loader (Taro picks this file for weapp; the H5 one is
// staff-app-loader.h5.ts). There the staff app lives in the staff subpackage and every
// page that shows staff screens or texts imports it itself (staff-app-loading.test.ts
// holds the pages to that), so it has registered before such a page renders: there is
// nothing to fetch, and a require() here would pull it back into the main package.
export function loadStaffApp(): Promise<unknown> {
  return Promise.resolve();
}
