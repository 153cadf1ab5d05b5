// Spec section 2: pull-to-refresh on the user's order detail.
export default definePageConfig({ enablePullDownRefresh: true });
