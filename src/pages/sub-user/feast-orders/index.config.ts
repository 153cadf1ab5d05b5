// Pull to refresh; more participations 300 px before the bottom.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
