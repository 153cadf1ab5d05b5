export default definePageConfig({
  navigationBarTitleText: '门店详情',
});
