// diner app: search and a collection's map.
export const zhHansDinerSearch = {
  diner: {
    page: {
      search: '搜索餐厅',
      mapCollection: '餐厅地图',
    },
    search: {
      keyword: '餐厅名称',
      submit: '搜索',
      city: '城市',
      cuisine: '菜系',
      distance: '距离',
      anyDistance: '不限距离',
      within: '{{km}} 公里内',
      locationDenied: '未获得位置权限，无法按距离筛选；可在系统设置中允许定位后再试',
      perCapita: '人均',
      anyCity: '全部城市',
      anyCuisine: '全部菜系',
      allOf: '全部{{name}}',
      clear: '清除筛选',
      results: '共 {{count}} 家',
      empty: '没有找到符合条件的餐厅',
    },
    perCapita: { any: '不限', r200: '200-500', r500: '500-1000', r1000: '1000-2000', r2000: '2000以上' },
    map: {
      distance: '距离 {{distance}}',
      locationDenied: '未获得定位权限，无法显示距离',
      locate: '重新定位',
    },
  },
};
