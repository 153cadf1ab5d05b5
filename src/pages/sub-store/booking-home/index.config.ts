export default definePageConfig({
  navigationBarTitleText: '预订',
});
