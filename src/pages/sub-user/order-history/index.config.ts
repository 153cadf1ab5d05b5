// Spec section 2: pull-to-refresh on order history; the next page loads near the bottom.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
