export default definePageConfig({
  navigationBarTitleText: '饭局',
});
