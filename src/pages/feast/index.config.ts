// The feast list loads more 300 px before the bottom (REACH_BOTTOM_DISTANCE_LIST).
export default definePageConfig({
  onReachBottomDistance: 300,
});
