// Pull to refresh: new members, deposits and questions.
export default definePageConfig({ enablePullDownRefresh: true });
