export default definePageConfig({
  // Pull-to-refresh reloads the day (spec section 2: booking views).
  enablePullDownRefresh: true,
});
