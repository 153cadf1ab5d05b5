// Pull to refresh: the voucher's status after paying or at the door.
export default definePageConfig({ enablePullDownRefresh: true });
