// Pull-to-refresh on the list.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
