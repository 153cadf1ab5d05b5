export default definePageConfig({
  navigationBarTitleText: '门店首页',
});
