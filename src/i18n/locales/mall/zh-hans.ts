// The mall pages' texts (their own namespace, loaded with those pages, not
// with the app's entry). zh-Hans is the source of truth: zh-Hant and en are
// typed against it, so a missing key fails typecheck.
export const zhHansMall = {
  'page.addresses': '收货地址',
  'page.addressCreate': '新增收货地址',
  'page.addressUpdate': '编辑收货地址',
  'address.empty': '还没有收货地址',
  'address.add': '新增收货地址',
  'address.default': '默认',
  'address.selfDelivery': '自提',
  'address.setDefault': '设为默认',
  'address.edit': '编辑',
  'address.delete': '删除',
  'address.deleteAsk': '删除这个收货地址？',
  'address.cancel': '取消',
  'address.deleted': '已删除',
  'address.saved': '已保存',
  'form.province': '省份',
  'form.city': '城市',
  'form.district': '区县',
  'form.detail': '详细地址',
  'form.detailHint': '街道、门牌号、楼层等',
  'form.contact': '联系人',
  'form.phone': '手机号码',
  'form.isDefault': '设为默认地址',
  'form.selfDelivery': '到店自提',
  'form.save': '保存',
};

export type MallKey = keyof typeof zhHansMall;
export type MallMessages = Record<MallKey, string>;
