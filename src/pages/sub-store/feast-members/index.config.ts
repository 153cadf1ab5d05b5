// Spec section 2: pull-to-refresh on feast detail.
export default definePageConfig({ enablePullDownRefresh: true });
