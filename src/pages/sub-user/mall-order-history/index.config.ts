// Pull to refresh; more orders 300 px before the bottom.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
