export default definePageConfig({});
