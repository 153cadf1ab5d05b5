// diner app: the store's pages past its first screen: menus, articles, the booking notice.
export const zhHansDinerStorePages = {
  diner: {
    page: {
      menus: '菜单',
      menuDetail: '菜单详情',
      articles: '文章',
      articleDetail: '文章',
      notice: '预订须知',
    },
    menu: {
      items: '{{count}} 道',
      items_one: '{{count}} 道',
      empty: '暂无菜单',
      itemPrice: '{{amount, money}}',
    },
    notice: { agree: '我已阅读，继续预订' },
  },
};
