// Spec section 2: the store order detail refreshes on pull.
export default definePageConfig({
  enablePullDownRefresh: true,
});
