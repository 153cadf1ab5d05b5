export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
