// Spec section 9: completion-user loads more 200 px before the bottom
// (REACH_BOTTOM_DISTANCE_COMPLETION_USER in components/page-shell/page-options.ts).
export default definePageConfig({
  onReachBottomDistance: 200,
});
