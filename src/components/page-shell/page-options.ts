// Page options of spec section 9 that page configs repeat as literals (Taro reads page
// configs at build time); test/client/components/page-options.test.ts holds them equal.

/** Bottom-reach trigger on the home, search and feast list pages. */
export const REACH_BOTTOM_DISTANCE_LIST = 300;
/** Bottom-reach trigger on the completion-user page. */
export const REACH_BOTTOM_DISTANCE_COMPLETION_USER = 200;
