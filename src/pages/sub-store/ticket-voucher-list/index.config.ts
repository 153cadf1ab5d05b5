// Pull to refresh; more tickets 300 px before the bottom.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
