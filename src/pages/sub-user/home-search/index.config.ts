// Spec section 9: search results load more 300 px before the bottom; pull to search again.
export default definePageConfig({ enablePullDownRefresh: true, onReachBottomDistance: 300 });
