// Texts of the products served with a booking: the staff's section and add page,
// and the diner's read-only list. A namespace of its own, added when one of those
// pages loads, so neither the H5 entry nor the weapp main package carries them.
// zh-Hans is the source of truth: zh-Hant and en are typed against it, so a missing
// key fails typecheck.
export const zhHansOrderItems = {
  title: '商品',
  total: '商品合计',
  empty: '这个预订还没有商品',
  add: '添加商品',
  edit: '修改',
  remove: '移除',
  removeAsk: '从这个预订移除「{{name}}」？',
  removed: '已移除',
  added: '已添加',
  saved: '已保存',
  quantity: '数量',
  unitPrice: '单价（{{currency, currencyUnit}}）',
  remark: '备注',
  remarkHint: '如：醒酒、上菜时间',
  save: '保存',
  cancel: '取消',
  line: '{{quantity}} × {{price, money}}',
  closed: '已完成或已关闭的预订保留已上的商品，不能再修改。',
  pageTitle: '添加商品',
  search: '按名称或速记码搜索',
  searchButton: '搜索',
  noMatch: '没有符合的商品',
  loadFailed: '商品加载失败',
  retry: '重试',
  unlisted: '未上架',
  setMenu: '套餐',
  chooseSku: '选择规格',
  standard: '标准',
  skuPrice: '标价 {{price, money}}',
  quantityProblem: '数量须为 1 至 999',
  priceProblem: '请输入单价，如 128 或 98.50',
  addToOrder: '加入预订',
  dinerTitle: '预订商品',
  dinerNote: '由门店添加，用餐时结算',
};

export type OrderItemsKey = keyof typeof zhHansOrderItems;
export type OrderItemsMessages = Record<OrderItemsKey, string>;
