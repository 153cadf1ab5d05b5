// Merchant mode's operation tab refreshes on pull, as home does for diners.
export default definePageConfig({
  enablePullDownRefresh: true,
});
