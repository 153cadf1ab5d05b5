export default definePageConfig({
  // Spec section 2: pull-to-refresh on the store order detail.
  enablePullDownRefresh: true,
});
