// Pull-to-refresh on the list; the next page loads near the bottom.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
