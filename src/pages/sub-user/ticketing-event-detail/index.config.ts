// Pull to refresh: tickets left change while the diner looks.
export default definePageConfig({ enablePullDownRefresh: true });
