// The feast list loads more 300 px before the bottom; pull to refresh.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
