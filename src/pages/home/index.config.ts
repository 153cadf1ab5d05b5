// Titles are set by the page shell in the person's language; the navigation bar is our own.
// Spec section 2 and 9: home refreshes on pull and loads more 300 px before the bottom
// (REACH_BOTTOM_DISTANCE_LIST in components/page-shell/page-options.ts).
export default definePageConfig({
  enablePullDownRefresh: true,
  onReachBottomDistance: 300,
});
