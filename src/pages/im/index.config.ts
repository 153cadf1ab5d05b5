// Pull-to-refresh on the message tab.
export default definePageConfig({ enablePullDownRefresh: true });
