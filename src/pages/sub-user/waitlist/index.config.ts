export default definePageConfig({ enablePullDownRefresh: true });
