// The feast list loads more 300 px before the bottom (REACH_BOTTOM_DISTANCE_LIST); pull to refresh.
export default definePageConfig({
  enablePullDownRefresh: true,
  onReachBottomDistance: 300,
});
