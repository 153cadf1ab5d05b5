export default definePageConfig({
  navigationBarTitleText: '管理',
});
