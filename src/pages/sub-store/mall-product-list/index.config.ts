// Pull-to-refresh on the list.
export default definePageConfig({ enablePullDownRefresh: true });
